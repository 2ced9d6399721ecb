import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testBackends, type OpenedTestDatabase } from '../testing/test-backends';
import { rolledBackAtCommit } from './database';
import { migrate, migrationLockKey } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

const testMigrations = fileURLToPath(new URL('./test-migrations', import.meta.url));
const backends = testBackends({ team: 'platform', pgliteExtensions: ['pg_trgm'] });

describe.each(backends.map((backend) => [backend.name, backend] as const))('a team database on %s', (name, backend) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await backend.open();
  }, 120_000);
  afterAll(() => opened?.dispose(), 60_000);

  test('migrations run once, one start at a time, in order, and are recorded', async () => {
    const runs = await Promise.all([migrate(opened.db, testMigrations), migrate(opened.db, testMigrations)]);
    expect(runs.sort((a, b) => a.length - b.length)).toEqual([[], ['001-shelves.sql', '002-shelf-items.sql']]);
    expect(await migrate(opened.db, testMigrations)).toEqual([]);
    expect(await opened.db.query('SELECT name FROM migrations ORDER BY applied_at, name')).toEqual([
      { name: '001-shelves.sql' },
      { name: '002-shelf-items.sql' },
    ]);
  });

  test('a migration that fails leaves nothing behind', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'platform-migrations-'));
    try {
      await writeFile(join(folder, '003-shelf-notes.sql'), 'CREATE TABLE shelf_notes (note text); SELECT 1 / 0;');
      await expect(migrate(opened.db, folder)).rejects.toThrow(/division by zero/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const [table] = await opened.db.query<{ found: string | null }>(`SELECT to_regclass('shelf_notes')::text AS found`);
    expect(table!.found).toBeNull();
    expect(await opened.db.query('SELECT count(*)::int AS count FROM migrations')).toEqual([{ count: 2 }]);
  });

  test('a transaction commits when its work resolves, and gives back its result', async () => {
    const result = await opened.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO shelves (code, name) VALUES ($1, $2)`, ['S1', 'Lipsticks']);
      await tx.query(`INSERT INTO shelf_items (shelf_code, sku, quantity) VALUES ($1, $2, $3)`, ['S1', '100001', 4]);
      return 'stocked';
    });
    expect(result).toBe('stocked');
    expect(await opened.db.query('SELECT shelf_code, sku, quantity FROM shelf_items')).toEqual([
      { shelf_code: 'S1', sku: '100001', quantity: 4 },
    ]);
  });

  test('a transaction that throws leaves nothing behind', async () => {
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO shelves (code, name) VALUES ('S2', 'Gone')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(opened.db.query(`INSERT INTO shelf_items (shelf_code, sku, quantity) VALUES ('S1', '100002', -1)`)).rejects.toThrow();
    expect(await opened.db.query(`SELECT code FROM shelves ORDER BY code`)).toEqual([{ code: 'S1' }]);
  });

  test('a transaction whose work caught a failed statement is rolled back, and its commit says so', async () => {
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO shelves (code, name) VALUES ('S3', 'Half done')`);
        await tx.query(`INSERT INTO shelves (code, name) VALUES ('S3', 'Again')`).catch(() => 'ignored');
        return 'done';
      }),
    ).rejects.toThrow(rolledBackAtCommit);
    expect(await opened.db.query(`SELECT code FROM shelves ORDER BY code`)).toEqual([{ code: 'S1' }]);
    // The database is usable after it.
    expect(await opened.db.transaction(async (tx) => tx.query<{ one: number }>('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
  });

  if (name === 'pglite') {
    test('PGlite loads the contrib extensions it is given', async () => {
      await opened.db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const [row] = await opened.db.query<{ similarity: number }>(`SELECT similarity('lanege', 'laneige') AS similarity`);
      expect(row!.similarity).toBeCloseTo(0.5);
    });

    test('one data folder is one PGlite in this process', async () => {
      const folder = join(tmpdir(), 'same-folder-check');
      expect(opened.db.kind).toBe('pglite');
      expect(opened.db.schema).toBe('public');
      const first = openPgliteDatabase({ dataDir: folder });
      expect(openPgliteDatabase({ dataDir: `${folder}/.` })).toBe(first);
      await (await first).close();
      await rm(folder, { recursive: true, force: true });
    }, 60_000);
  }

  if (name === 'postgres') {
    test('PostgreSQL works in the team schema it created', async () => {
      expect(opened.db.schema).toMatch(/^platform_test_[0-9a-f]{16}$/);
      const [current] = await opened.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      expect(current!.schema).toBe(opened.db.schema);
      const tables = await opened.db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
        [opened.db.schema],
      );
      expect(tables.map((table) => table.table_name)).toEqual(['migrations', 'shelf_items', 'shelves']);
    });
  }
});

test('an unsafe schema name is refused before connecting', async () => {
  await expect(
    openPostgresDatabase({ connectionString: 'postgres://nobody@127.0.0.1:1/none', schema: 'catalog; DROP TABLE x' }),
  ).rejects.toThrow('Invalid schema name');
});

test('each schema has its own migration lock, the same in every version', () => {
  expect(migrationLockKey('catalog')).toBe(migrationLockKey('catalog'));
  expect(migrationLockKey('catalog')).not.toBe(migrationLockKey('cart_checkout'));
  expect(Number.isSafeInteger(migrationLockKey('catalog'))).toBe(true);
  expect(migrationLockKey('catalog')).toBe(149_786_829_459_289);
});
