import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/routes.js';
import { pluginTestApp } from '../images/testApp.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { recordingSmtpServer } from '../test/smtpServer.js';
import { waitFor } from '../test/waitFor.js';

describeEachDatabase('the mail plugin', (database) => {
  const { server, received } = recordingSmtpServer(() => false);
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    ({ app } = await pluginTestApp(
      authRoutes,
      {},
      {
        database: database.db,
        config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
        // Left alone, the worker would not look again within the test: only a wake sends the mail in time.
        mail: { pollMs: 60_000 },
      },
    ));
    await database.db.query(`insert into owners (id, email, name, role, language) values (901, 'reset@example.be', 'Nora Reset', 'owner', 'fr')`);
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends a password-reset mail within a second of the request: the route wakes the worker', async () => {
    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: { origin: 'http://localhost:80' }, payload: { email, language: 'fr' } });
    // An address of nobody's first, which queues nothing: the route's first run (its modules, the
    // database's first statements) is not what is measured, on a machine that runs other suites.
    expect((await ask('nobody@example.be')).statusCode).toBe(202);
    const asked = performance.now();
    expect((await ask('reset@example.be')).statusCode).toBe(202);
    await waitFor(() => received.length > 0, 5_000);
    expect(performance.now() - asked).toBeLessThan(1_000);
    expect(received[0]).toMatch(/^To: reset@example\.be/m);
  });
});
