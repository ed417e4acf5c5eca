import { describeEachDatabase } from '../test/databases.js';

describeEachDatabase('Database', (database) => {
  beforeAll(async () => {
    await database.db.exec(`
      create table notes (id serial primary key, body text not null);
      insert into notes (body) values ('first');
    `);
  });

  it('queries with parameters', async () => {
    const rows = await database.db.query<{ body: string }>('select body from notes where id = $1', [1]);
    expect(rows).toEqual([{ body: 'first' }]);
  });

  it('answers the same values on PGlite and on PostgreSQL', async () => {
    const [row] = await database.db.query(
      `select 42::int8 as count, 9007199254740993::int8 as huge, 7::int4 as small, 1.5::numeric as exact,
              '{"code": "fr", "use": true}'::jsonb as setting, '2026-11-22T10:00:00Z'::timestamptz as at,
              true as flag, null::text as nothing`,
    );
    expect(row).toEqual({
      count: 42,
      huge: 9007199254740993n,
      small: 7,
      exact: '1.5',
      setting: { code: 'fr', use: true },
      at: new Date('2026-11-22T10:00:00Z'),
      flag: true,
      nothing: null,
    });
  });

  it('commits a transaction that resolves', async () => {
    const id = await database.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(`insert into notes (body) values ('kept') returning id`);
      return row?.id;
    });
    expect(await database.db.query('select body from notes where id = $1', [id])).toEqual([{ body: 'kept' }]);
  });

  it('rolls back a transaction that throws, and stays usable', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.exec(`insert into notes (body) values ('dropped'); insert into notes (body) values ('dropped too')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.db.query(`select 1 from notes where body like 'dropped%'`)).toEqual([]);
    expect(await database.db.query('select 1 as ok')).toEqual([{ ok: 1 }]);
  });

  it('rolls back when a statement fails inside the transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query(`insert into notes (body) values ('half done')`);
        await tx.query('insert into notes (body) values (null)');
      }),
    ).rejects.toThrow(/null value/);
    expect(await database.db.query(`select 1 from notes where body = 'half done'`)).toEqual([]);
  });

  it('reports a SQL error with the server message', async () => {
    await expect(database.db.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
  });

  it(`says which database it is: ${database.kind}`, () => {
    expect(database.db.kind).toBe(database.kind);
  });
});
