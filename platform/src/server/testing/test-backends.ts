import { createHash, randomUUID } from 'node:crypto';
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
  /** Closes the database and removes everything the test made (on PostgreSQL its schema or database; PGlite is in memory). */
  dispose(): Promise<void>;
}

/** What every database of a test suite starts with: its migrations, and the data it seeds. */
export interface PreparedState {
  /** Names the state: the same key, the same state (within one jest run). */
  key: string;
  prepare(db: Database): Promise<void>;
  /**
   * Data beyond the migrations (the demo catalog: 3 s to seed on PostgreSQL). On PostgreSQL such a state is made once
   * per run as a template database, and each open is a copy of it (about 0.4 s); migrations alone run in a fresh
   * schema instead, which is quicker than a copy.
   */
  seeded?: boolean;
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

/** A lean database made in a temp folder (from `from` when given, else by initdb), prepared, and dumped. */
async function dumpOfPrepared(options: TestBackendOptions, prepare: (db: Database) => Promise<void>, from?: Blob): Promise<Blob> {
  const folder = await mkdtemp(join(tmpdir(), `${options.team}-snapshot-`));
  const db = await openPgliteDatabase({ dataDir: join(folder, 'pglite'), extensions: options.pgliteExtensions, lean: true, loadDataDir: from });
  try {
    await prepare(db);
    return await dumpPgliteDatabase(db);
  } finally {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * initdb's two template databases, 15 MB of every dump (of the 54 MB of a seeded catalog's): every copy of a snapshot
 * is read out of its tar and written into memory, and a test's database never makes another database.
 */
async function dropTemplateDatabases(db: Database): Promise<void> {
  await db.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  await db.exec('DROP DATABASE template0');
  await db.exec('DROP DATABASE template1');
}

/**
 * An empty database, made by initdb once per run (2–4 s): every other snapshot starts as a copy of it. The same for
 * every team: extensions live beside the data folder, and the migrations create them in it.
 */
const emptySnapshot = ({ team }: TestBackendOptions) => pgliteSnapshot(JSON.stringify(['empty database']), () => dumpOfPrepared({ team }, dropTemplateDatabases));

/**
 * The empty database every test database starts from, as PGlite's `loadDataDir` takes it: for a test of PGlite itself
 * that needs a database and not a new initdb (2–4 s, and more on a busy machine).
 */
export const emptyTestDatabase = (): Promise<Blob> => emptySnapshot({ team: 'platform' });

function snapshotOf(options: TestBackendOptions, prepared: PreparedState | undefined): Promise<Blob> {
  if (!prepared) return emptySnapshot(options);
  const key = JSON.stringify([options.team, options.pgliteExtensions ?? [], prepared.key]);
  return pgliteSnapshot(key, async () => dumpOfPrepared(options, prepared.prepare, await emptySnapshot(options)));
}

/**
 * Every database is a copy of a snapshot (an empty one when no state is given), lean and in memory: about 0.3 s to
 * open, where a new one on disk takes several seconds for initdb and a copy on disk with PostgreSQL's default shared
 * memory 1.3 s. The store's own disk databases are tested by the platform's database tests.
 */
const pglite = (options: TestBackendOptions): TestBackend => ({
  name: 'pglite',
  async open(prepared) {
    const loadDataDir = await snapshotOf(options, prepared);
    const db = await openPgliteDatabase({ dataDir: 'memory://', extensions: options.pgliteExtensions, loadDataDir, lean: true });
    return { db, dispose: () => db.close() };
  },
});

async function onServer<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const onDatabase = (connectionString: string, database: string) => {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Names what this jest run leaves on the server (jest.global-setup.cjs), so its teardown drops the templates. */
const runId = () => process.env.STOREFRONT_TEST_RUN ?? `p${process.pid}`;

/** A team's test schema: the name a template and all its copies use; a fresh schema adds a suffix of its own. */
const teamTestSchema = (options: TestBackendOptions) => `${options.team.replace(/-/g, '_')}_test`;

/** Tells apart the schemas and databases one run makes. */
const uniqueSuffix = () => randomUUID().replace(/-/g, '').slice(0, 16);

/** The template database of `prepared`, made by the first worker that asks (the others wait for it, then find it). */
async function templateOf(options: TestBackendOptions, connectionString: string, prepared: PreparedState): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify([options.team, options.pgliteExtensions ?? [], prepared.key])).digest('hex');
  const template = `storefront_tpl_${runId()}_${hash.slice(0, 16)}`;
  await onServer(connectionString, async (client) => {
    // Held until this session ends, on every path.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount) return;
    await client.query(`CREATE DATABASE ${template}`);
    try {
      const db = await openPostgresDatabase({ connectionString: onDatabase(connectionString, template), schema: teamTestSchema(options), maxConnections: 4 });
      try {
        await prepared.prepare(db);
      } finally {
        await db.close();
      }
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      throw error;
    }
  });
  return template;
}

/** A database of its own, copied from the state's template. */
async function copyOf(options: TestBackendOptions, connectionString: string, prepared: PreparedState): Promise<OpenedTestDatabase> {
  const template = await templateOf(options, connectionString, prepared);
  const database = `storefront_copy_${runId()}_${uniqueSuffix()}`;
  await onServer(connectionString, (client) => client.query(`CREATE DATABASE ${database} TEMPLATE ${template}`));
  const drop = () => onServer(connectionString, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  try {
    const db = await openPostgresDatabase({ connectionString: onDatabase(connectionString, database), schema: teamTestSchema(options), maxConnections: 4 });
    return {
      db,
      dispose: async () => {
        await db.close();
        await drop();
      },
    };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}

const postgres = (options: TestBackendOptions, connectionString: string): TestBackend => ({
  name: 'postgres',
  async open(prepared) {
    if (prepared?.seeded) return copyOf(options, connectionString, prepared);
    const schema = `${teamTestSchema(options)}_${uniqueSuffix()}`;
    const db = await openPostgresDatabase({ connectionString, schema, maxConnections: 4 });
    const dispose = async () => {
      await db.close();
      await onServer(connectionString, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
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
