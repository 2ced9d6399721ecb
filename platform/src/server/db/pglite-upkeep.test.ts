import pino from 'pino';
import type { Database } from './database';
import { emptyTestDatabase } from '../testing/test-backends';
import { openPgliteDatabase } from './pglite-database';
import { keepEmbeddedDatabase, tablesDue, upkeepPass } from './pglite-upkeep';

// The embedded database runs no autovacuum: the team servers' upkeep gives its tables planner statistics and VACUUM.

let empty: Blob;
let db: Database;
beforeAll(async () => {
  empty = await emptyTestDatabase();
}, 60_000);
beforeEach(async () => {
  db = await openPgliteDatabase({ dataDir: 'memory://', lean: true, loadDataDir: empty });
  await db.exec(`CREATE TABLE posts (id int PRIMARY KEY, profile text NOT NULL, text text NOT NULL);
    CREATE TABLE tags (name text PRIMARY KEY);
    ANALYZE posts, tags`);
});
afterEach(() => db.close());

const statisticsOf = (table: string) =>
  db.query<{ column: string }>('SELECT attname AS column FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 ORDER BY attname', [table]);
const tableState = async (table: string) =>
  (await db.query<{ analyzed: boolean; dead: number }>('SELECT last_analyze IS NOT NULL AS analyzed, n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = $1', [table]))[0]!;

test('a table filled since its last ANALYZE gets statistics for every column; one barely changed is left alone', async () => {
  await db.exec("INSERT INTO posts SELECT g, 'profile-' || (g % 10), 'text ' || g FROM generate_series(1, 1000) g");
  await db.exec("INSERT INTO tags SELECT 'tag-' || g FROM generate_series(1, 20) g");
  expect(await tablesDue(db)).toEqual([{ table: 'posts', changed: 1000, analyze: true, vacuum: false }]);

  const analyzedAt = new Map<string, number>();
  const { kept } = await upkeepPass(db, analyzedAt);

  expect(kept.map((table) => table.table)).toEqual(['posts']);
  expect((await statisticsOf('posts')).map((row) => row.column)).toEqual(['id', 'profile', 'text']);
  expect(await statisticsOf('tags')).toEqual([]);
  expect(await tablesDue(db, analyzedAt)).toEqual([]);
  // The planner now knows the ten profiles: a tenth of the rows for one of them, not a guess.
  const [plan] = await db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>("EXPLAIN (FORMAT JSON) SELECT * FROM posts WHERE profile = 'profile-3'");
  expect(plan!['QUERY PLAN'][0].Plan['Plan Rows']).toBe(100);
});

test('a table never analysed is due, whatever the counts say (they start from nothing again after a crash)', async () => {
  await db.exec("CREATE TABLE brands (name text PRIMARY KEY); INSERT INTO brands VALUES ('one'), ('two')");
  expect(await tablesDue(db)).toEqual([{ table: 'brands', changed: 2, analyze: true, vacuum: false }]);
  await upkeepPass(db);
  expect(await tablesDue(db)).toEqual([]);
});

test('a table with many new rows is vacuumed too: its pages marked all-visible, a count over an index needs no visit to the table', async () => {
  const analyzedAt = new Map<string, number>();
  await db.exec("INSERT INTO posts SELECT g, 'profile-' || (g % 10), 't' FROM generate_series(1, 5000) g");
  expect(await tablesDue(db, analyzedAt)).toEqual([{ table: 'posts', changed: 5000, analyze: true, vacuum: true }]);
  await upkeepPass(db, analyzedAt);
  const [{ visible }] = (await db.query<{ visible: boolean }>("SELECT relallvisible = relpages AS visible FROM pg_class WHERE relname = 'posts'")) as [{ visible: boolean }];
  expect(visible).toBe(true);
  // A few more rows are neither.
  await db.exec("INSERT INTO posts SELECT g, 'p', 't' FROM generate_series(5001, 5040) g");
  expect(await tablesDue(db, analyzedAt)).toEqual([]);
});

test('a table with many dead rows is vacuumed', async () => {
  await db.exec("INSERT INTO posts SELECT g, 'p', 't' FROM generate_series(1, 1000) g");
  const analyzedAt = new Map<string, number>();
  await upkeepPass(db, analyzedAt);
  await db.exec("UPDATE posts SET text = 'changed' WHERE id <= 400");
  expect(await tablesDue(db, analyzedAt)).toEqual([{ table: 'posts', changed: 1400, analyze: true, vacuum: true }]);

  await upkeepPass(db, analyzedAt);

  expect(await tableState('posts')).toEqual({ analyzed: true, dead: 0 });
});

test('the team server’s upkeep runs its passes until stopped', async () => {
  await db.exec("INSERT INTO posts SELECT g, 'p', 't' FROM generate_series(1, 500) g");
  const lines: { msg: string; analyzed?: string[] }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { msg: string }) });

  const passes = () => lines.filter((line) => line.msg === 'embedded database upkeep').map((line) => line.analyzed);
  const passesMade = async (count: number) => {
    while (passes().length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  const stop = keepEmbeddedDatabase(db, { logger, firstAfterMs: 0, everyMs: 10 });
  await passesMade(1);
  await db.exec("INSERT INTO tags SELECT 'tag-' || g FROM generate_series(1, 100) g");
  await passesMade(2);
  await stop();

  expect(passes()).toEqual([['posts'], ['tags']]);
  await db.exec("INSERT INTO tags SELECT 'more-' || g FROM generate_series(1, 500) g");
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(passes()).toHaveLength(2);
});
