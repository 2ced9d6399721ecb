import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
const migrationFile = /^\d{3}-[a-z0-9-]+\.sql$/;
// Any constant shared by every catalog process: concurrent starts against one server migrate one at a time.
const migrationLock = 7_301_001;

/** Runs the SQL migrations not yet recorded, in file-name order, in one transaction. Returns the ones it ran. */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => migrationFile.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM migrations')).map((row) => row.name));
    const ran: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      await tx.exec(await readFile(join(dir, name), 'utf8'));
      await tx.query('INSERT INTO migrations (name) VALUES ($1)', [name]);
      ran.push(name);
    }
    return ran;
  });
}
