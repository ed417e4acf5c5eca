import { POSTGRES_STATE_VARIABLE, TEST_DATABASE_URL } from '../test/globalSetup.js';
import { CuttableProxy } from '../test/cuttableProxy.js';
import type { Database } from './database.js';
import { openPostgres } from './postgres.js';

const describePostgres = process.env[POSTGRES_STATE_VARIABLE] === 'unavailable' ? describe.skip : describe;

describePostgres('a PostgreSQL connection lost in the middle of a transaction [postgres, through a proxy the test cuts]', () => {
  let proxy: CuttableProxy;
  let database: Database;

  beforeAll(async () => {
    const server = new URL(TEST_DATABASE_URL);
    proxy = new CuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(TEST_DATABASE_URL);
    viaProxy.port = String(proxy.port);
    database = await openPostgres(viaProxy.toString());
  });

  afterAll(async () => {
    await database?.close();
    await proxy?.cut();
  });

  it('fails that transaction and leaves the process running (a restart of the database while a form is posted)', async () => {
    const transaction = database.transaction(async (tx) => {
      await tx.query('select 1');
      // Lost while no query runs: the connection reports it as an event, not as a failed query.
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.query('select 1');
    });
    await expect(transaction).rejects.toThrow();
  });
});
