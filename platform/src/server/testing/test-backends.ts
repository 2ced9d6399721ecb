import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import type { PgliteExtensionName } from '../db/load-pglite';
import { dumpPgliteDatabase, openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { pgliteSnapshot } from './pglite-snapshots';

export interface OpenedTestDatabase {
  db: Database;
  /** Closes the database and removes everything the test made (the temp folder or the schema). */
  dispose(): Promise<void>;
}

/** What every database of a test suite starts with: its migrations, and the data it seeds. */
export interface PreparedState {
  /** Names the state: the same key, the same state (within one jest run). */
  key: string;
  prepare(db: Database): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A fresh database; in `prepared`'s state when given (on PGlite a copy of a snapshot made once per run). */
  open(prepared?: PreparedState): Promise<OpenedTestDatabase>;
}

export interface TestBackendOptions {
  /** Names the temp folders and schemas, e.g. 'catalog' gives schemas `catalog_test_<random>`. */
  team: string;
  pgliteExtensions?: readonly PgliteExtensionName[];
}

async function snapshotOf(options: TestBackendOptions, prepared: PreparedState): Promise<Blob> {
  const key = JSON.stringify([options.team, options.pgliteExtensions ?? [], prepared.key]);
  return pgliteSnapshot(key, async () => {
    const folder = await mkdtemp(join(tmpdir(), `${options.team}-snapshot-`));
    const db = await openPgliteDatabase({ dataDir: join(folder, 'pglite'), extensions: options.pgliteExtensions });
    try {
      await prepared.prepare(db);
      return await dumpPgliteDatabase(db);
    } finally {
      await db.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
}

const pglite = (options: TestBackendOptions): TestBackend => ({
  name: 'pglite',
  async open(prepared) {
    const loadDataDir = prepared ? await snapshotOf(options, prepared) : undefined;
    const folder = await mkdtemp(join(tmpdir(), `${options.team}-test-`));
    const db = await openPgliteDatabase({ dataDir: join(folder, 'pglite'), extensions: options.pgliteExtensions, loadDataDir });
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
  async open(prepared) {
    const schema = `${options.team.replace(/-/g, '_')}_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const db = await openPostgresDatabase({ connectionString, schema, maxConnections: 4 });
    const dispose = async () => {
      await db.close();
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    };
    try {
      await prepared?.prepare(db);
    } catch (error) {
      await dispose().catch(() => undefined);
      throw error;
    }
    return { db, dispose };
  },
});

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set. Each `open()` gives a fresh database of its own. */
export function testBackends(options: TestBackendOptions): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite(options), postgres(options, url)] : [pglite(options)];
}
