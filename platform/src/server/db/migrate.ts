import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';

const migrationFile = /^\d{3}-[a-z0-9-]+\.sql$/;

/**
 * The advisory lock that makes concurrent starts against one server migrate one at a time. Advisory locks are
 * server-wide, so the key comes from the schema: teams sharing a server never wait on each other. 48 bits keep it
 * an exact JavaScript number; it must never change, or two versions of a team server would not exclude each other.
 */
export function migrationLockKey(schema: string): number {
  return createHash('sha256').update(`migrations:${schema}`).digest().readUIntBE(0, 6);
}

/**
 * Runs the SQL migrations in `migrationsDir` (`NNN-name.sql`) not yet recorded in the schema's `migrations` table,
 * in file-name order, in one transaction. Returns the ones it ran.
 */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => migrationFile.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey(db.schema)]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM migrations')).map((row) => row.name));
    const ran: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      await tx.exec(await readFile(join(migrationsDir, name), 'utf8'));
      await tx.query('INSERT INTO migrations (name) VALUES ($1)', [name]);
      ran.push(name);
    }
    return ran;
  });
}
