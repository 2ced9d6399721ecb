import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import type { PgliteExtensionName } from '../db/load-pglite';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';

export interface OpenedTestDatabase {
  db: Database;
  /** Closes the database and removes everything the test made (the temp folder or the schema). */
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<OpenedTestDatabase>;
}

export interface TestBackendOptions {
  /** Names the temp folders and schemas, e.g. 'catalog' gives schemas `catalog_test_<random>`. */
  team: string;
  pgliteExtensions?: readonly PgliteExtensionName[];
}

const pglite = (options: TestBackendOptions): TestBackend => ({
  name: 'pglite',
  async open() {
    const folder = await mkdtemp(join(tmpdir(), `${options.team}-test-`));
    const db = await openPgliteDatabase({ dataDir: join(folder, 'pglite'), extensions: options.pgliteExtensions });
    return {
      db,
      dispose: async () => {
        await db.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  },
});

const postgres = (options: TestBackendOptions, connectionString: string): TestBackend => ({
  name: 'postgres',
  async open() {
    const schema = `${options.team.replace(/-/g, '_')}_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const db = await openPostgresDatabase({ connectionString, schema, maxConnections: 4 });
    return {
      db,
      dispose: async () => {
        await db.close();
        const client = new pg.Client({ connectionString });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await client.end();
        }
      },
    };
  },
});

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set. Each `open()` gives a fresh, empty database. */
export function testBackends(options: TestBackendOptions): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite(options), postgres(options, url)] : [pglite(options)];
}
