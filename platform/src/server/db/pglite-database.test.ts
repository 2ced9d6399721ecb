// @slow: three initdb and 30,000 rows of log (jest.sequencer.cjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './database';
import { emptyTestDatabase } from '../testing/test-backends';
import { dumpPgliteDatabase, openPgliteDatabase } from './pglite-database';

/** The names in a tar archive (ustar headers: the name in the first 100 bytes, the size in octal at 124). */
function namesInTar(tar: Uint8Array): string[] {
  const names: string[] = [];
  const text = (from: number, length: number) => new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= tar.length && tar[offset] !== 0; ) {
    const prefix = text(offset + 345, 155);
    const name = text(offset, 100);
    names.push(prefix ? `${prefix}/${name}` : name);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe('a PGlite dump (the tests’ prepared snapshots)', () => {
  let folder: string;
  const opened: Database[] = [];
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pglite-dump-test-'));
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await rm(folder, { recursive: true, force: true });
  });

  test('keeps only the log a start from its checkpoint reads, and opens with every row and sequence as they were', async () => {
    // Lean, as the tests' snapshots are: 1 MB log segments. On disk, from the tests' empty database.
    const db = await openPgliteDatabase({ dataDir: join(folder, 'original'), lean: true, loadDataDir: await emptyTestDatabase() });
    opened.push(db);
    // About 12 MB of log: PostgreSQL recycles the segments it wrote into spares for later.
    await db.exec(`CREATE TABLE lines (id serial PRIMARY KEY, text text NOT NULL);
      INSERT INTO lines (text) SELECT repeat(md5(g::text), 8) FROM generate_series(1, 30000) g;
      DELETE FROM lines WHERE id > 1000;`);
    const dump = await dumpPgliteDatabase(db);
    const segments = namesInTar(new Uint8Array(await dump.arrayBuffer())).filter((name) => /pg_wal\/[0-9A-F]{24}$/.test(name));
    expect(segments.length).toBeGreaterThanOrEqual(1);
    expect(segments.length).toBeLessThanOrEqual(2);

    const copy = await openPgliteDatabase({ dataDir: join(folder, 'copy'), loadDataDir: dump, lean: true });
    opened.push(copy);
    expect(await copy.query('SELECT count(*)::int AS count FROM lines')).toEqual([{ count: 1000 }]);
    expect(await copy.query("INSERT INTO lines (text) VALUES ('next') RETURNING id")).toEqual([{ id: 30001 }]);
  }, 120_000);

  test('databases in memory (the tests’ copies) are each their own', async () => {
    const first = await openPgliteDatabase({ dataDir: 'memory://', lean: true, loadDataDir: await emptyTestDatabase() });
    const second = await openPgliteDatabase({ dataDir: 'memory://', lean: true, loadDataDir: await emptyTestDatabase() });
    opened.push(first, second);
    await first.exec('CREATE TABLE only_here (id int)');
    expect(await first.query("SELECT count(*)::int AS count FROM pg_tables WHERE tablename = 'only_here'")).toEqual([{ count: 1 }]);
    expect(await second.query("SELECT count(*)::int AS count FROM pg_tables WHERE tablename = 'only_here'")).toEqual([{ count: 0 }]);
    expect(await second.query("SELECT current_setting('shared_buffers') AS size")).toEqual([{ size: '8MB' }]);
  }, 60_000);
});
