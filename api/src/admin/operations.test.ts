import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { operatorInject, testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';

// The admin commands on the embedded database while the api runs go through its operators'
// channel: the same operations, and refusals in the command's words.
describeEachDatabase("the admin commands' operators' routes", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
  });
  afterAll(() => app.close());

  it('makes a key that the admin api then accepts, lists it, revokes it, and refuses a bad name with the reason', async () => {
    const made = await operatorInject(app, { method: 'POST', url: '/admin-keys', payload: { name: 'back-office', scopes: ['content'] } });
    expect(made.statusCode).toBe(200);
    const { key } = made.json<{ key: string }>();
    const asKey = (secret: string) => app.inject({ method: 'DELETE', url: '/api/admin/pages/999999', headers: { authorization: `Bearer ${secret}` } });
    expect((await asKey(key)).statusCode).not.toBe(401);
    expect((await operatorInject(app, { url: '/admin-keys' })).json()).toEqual([expect.objectContaining({ name: 'back-office', scopes: ['content'], revokedAt: null })]);
    expect((await operatorInject(app, { method: 'POST', url: '/admin-keys/revoked', payload: { name: 'back-office' } })).statusCode).toBe(200);
    expect((await asKey(key)).statusCode).toBe(401);
    const refused = await operatorInject(app, { method: 'POST', url: '/admin-keys', payload: { name: 'Not A Name', scopes: ['content'] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('a key name is') });
  });

  it('exports the site and takes a malformed site file as a 400, changing nothing', async () => {
    const before = await operatorInject(app, { url: '/content' });
    expect(before.statusCode).toBe(200);
    const malformed = await operatorInject(app, { method: 'POST', url: '/content', payload: { pages: 'none' } });
    expect(malformed.statusCode).toBe(400);
    expect((await operatorInject(app, { url: '/content' })).body).toBe(before.body);
  });
});
