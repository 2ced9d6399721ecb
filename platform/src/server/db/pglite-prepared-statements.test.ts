import type { PGlite } from '@electric-sql/pglite';
import { emptyTestDatabase } from '../testing/test-backends';
import type { Database } from './database';
import { loadPglite } from './load-pglite';
import { openPgliteDatabase, pgliteTransaction } from './pglite-database';
import { preparedStatements } from './pglite-prepared-statements';

const preparedCount = async (db: Pick<Database, 'query'>) =>
  (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'storefront_%'`))[0]!.count;

describe('queries on PGlite as prepared statements', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase({ dataDir: 'memory://', lean: true, loadDataDir: await emptyTestDatabase() });
    await db.exec('CREATE TABLE shelves (id int PRIMARY KEY, name text NOT NULL, tags text[], details jsonb, made_at timestamptz)');
  }, 60_000);
  afterAll(() => db.close());

  test('values go in and come back as PGlite’s own query writes and reads them', async () => {
    const madeAt = '2026-01-02T03:04:05.678Z';
    await db.query('INSERT INTO shelves (id, name, tags, details, made_at) VALUES ($1, $2, $3, $4, $5)', [1, 'Läppar "röda"', ['a', 'b,c', 'd"e'], { depth: 30 }, madeAt]);
    await db.query('INSERT INTO shelves (id, name, tags, details, made_at) VALUES ($1, $2, $3, $4, $5)', [2, 'Ögon', null, null, undefined]);
    expect(await db.query('SELECT id, name, tags, details, made_at FROM shelves WHERE id = ANY($1::int[]) ORDER BY id', [[1, 2]])).toEqual([
      { id: 1, name: 'Läppar "röda"', tags: ['a', 'b,c', 'd"e'], details: { depth: 30 }, made_at: expect.anything() },
      { id: 2, name: 'Ögon', tags: null, details: null, made_at: null },
    ]);
    // A date comes back as PGlite makes it (a Date of the realm PGlite runs in, not Jest's).
    const [read] = await db.query<{ made_at: { toISOString(): string } }>('SELECT made_at FROM shelves WHERE id = $1', [1]);
    expect(read!.made_at.toISOString()).toBe(madeAt);
  });

  test('a SQL text is prepared once, whatever its values', async () => {
    const before = await preparedCount(db);
    for (const id of [1, 2, 3]) await db.query('SELECT name FROM shelves WHERE id = $1', [id]);
    expect(await preparedCount(db)).toBe(before + 1);
  });

  test('an error is the database’s, and the next query runs', async () => {
    await expect(db.query('SELECT missing FROM shelves')).rejects.toThrow(/column "missing" does not exist/);
    await expect(db.query('INSERT INTO shelves (id, name) VALUES ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect(await db.query<{ count: number }>('SELECT count(*)::int AS count FROM shelves')).toEqual([{ count: 2 }]);
  });

  test('a table changed under a prepared statement: the statement is prepared again', async () => {
    const everything = 'SELECT * FROM shelves WHERE id = $1';
    expect(Object.keys((await db.query(everything, [1]))[0]!)).not.toContain('width');
    await db.exec('ALTER TABLE shelves ADD COLUMN width int');
    expect((await db.query(everything, [1]))[0]).toMatchObject({ id: 1, width: null });
  });

  test('a query waits for the transaction another caller holds, and never runs inside it', async () => {
    let seen: number | undefined;
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO shelves (id, name) VALUES ($1, $2)', [9, 'never kept']);
        inserted();
        await held;
        throw new Error('changed our mind');
      })
      .catch((error: Error) => error.message);
    await insertedNow;
    const count = db.query<{ count: number }>('SELECT count(*)::int AS count FROM shelves').then(([row]) => (seen = row!.count));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toBeUndefined();
    releaseTransaction();
    expect(await transaction).toBe('changed our mind');
    await count;
    expect(seen).toBe(2);
  });
});

describe('PGlite itself, with prepared statements of its own', () => {
  let pg: PGlite;
  beforeAll(async () => {
    const { PGlite: Pglite } = await loadPglite();
    pg = await Pglite.create({ loadDataDir: await emptyTestDatabase() });
  }, 60_000);
  afterAll(() => pg.close());
  // Each test has statements of its own, whose names start again at storefront_0.
  beforeEach(() => pg.exec('DEALLOCATE ALL'));

  test('beyond the statements it keeps, the least recently used one is closed', async () => {
    const { protocol, parse } = await loadPglite();
    const statements = preparedStatements(pg, { protocol, parse }, 3);
    const run = (sql: string) => statements.query(sql, [], 'alone');
    const names = async () => (await pg.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map((row) => row.statement);
    for (const sql of ['SELECT 1', 'SELECT 2', 'SELECT 3', 'SELECT 1', 'SELECT 4']) await run(sql);
    expect(await names()).toEqual(['SELECT 1', 'SELECT 3', 'SELECT 4']);
    expect(await run('SELECT 2 AS two')).toEqual([{ two: 2 }]);
  });

  test('a transaction is one call into PGlite per statement, and one for its COMMIT: BEGIN goes with the first', async () => {
    const { protocol, parse } = await loadPglite();
    await pg.exec('CREATE TABLE counters (name text PRIMARY KEY, value int NOT NULL)');
    const statements = preparedStatements(pg, { protocol, parse });
    const upsert = 'INSERT INTO counters (name, value) VALUES ($1, 1) ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value';
    // Prepared before the calls are counted: a new SQL text costs one call more, once.
    await statements.query(upsert, ['warm-up'], 'alone');
    const calls = jest.spyOn(pg, 'execProtocol');
    try {
      const values = await pgliteTransaction(pg, statements, async (tx) => [
        ...(await tx.query<{ value: number }>(upsert, ['lipsticks'])),
        ...(await tx.query<{ value: number }>(upsert, ['lipsticks'])),
      ]);
      expect(values).toEqual([{ value: 1 }, { value: 2 }]);
      expect(calls).toHaveBeenCalledTimes(3);
      // Work that runs no statement opens no transaction.
      calls.mockClear();
      expect(await pgliteTransaction(pg, statements, async () => 'nothing')).toBe('nothing');
      expect(calls).not.toHaveBeenCalled();
    } finally {
      calls.mockRestore();
    }
    // Committed, and the next statement outside runs on its own (not inside a transaction left open).
    expect(await statements.query('SELECT value FROM counters WHERE name = $1', ['lipsticks'], 'alone')).toEqual([{ value: 2 }]);
    expect(pg.isInTransaction()).toBe(false);
  });

  test('a transaction that throws is rolled back, BEGIN and all', async () => {
    const { protocol, parse } = await loadPglite();
    const statements = preparedStatements(pg, { protocol, parse });
    await expect(
      pgliteTransaction(pg, statements, async (tx) => {
        await tx.query("INSERT INTO counters (name, value) VALUES ('never', 1)");
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    expect(pg.isInTransaction()).toBe(false);
    expect((await pg.query("SELECT count(*)::int AS count FROM counters WHERE name = 'never'")).rows).toEqual([{ count: 0 }]);
  });
});
