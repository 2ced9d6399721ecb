import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { rolledBackAtCommit, type Database, type Queryable } from './database';
import { loadPglite, type PgliteExtensionName } from './load-pglite';
import { preparedStatements, type PreparedStatements } from './pglite-prepared-statements';

interface PgliteLike {
  exec(sql: string): Promise<unknown>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

/** Queries run as prepared statements; `exec` (a script, no parameters) as PGlite runs it. */
function queryable(pg: PgliteLike, statements: PreparedStatements): Queryable {
  return {
    query: <Row>(sql: string, params: unknown[] = []) => statements.query<Row>(sql, params, 'alone'),
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
}

/**
 * `work` in one transaction, which this caller holds from its first statement to its end (other callers wait, as with
 * PGlite's own `transaction`). BEGIN is sent with the first statement, and work that runs none opens no transaction.
 * Committed when `work` resolves (a COMMIT that answers ROLLBACK, after an error `work` caught, is an error), rolled
 * back when it throws.
 */
export function pgliteTransaction<T>(pg: PgliteLike, statements: PreparedStatements, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return pg._runExclusiveTransaction(async () => {
    let open = false;
    const opened = () => {
      const wasOpen = open;
      open = true;
      return wasOpen;
    };
    const tx: Queryable = {
      query: <Row>(sql: string, params: unknown[] = []) => statements.query<Row>(sql, params, opened() ? 'in the transaction' : 'opening the transaction'),
      exec: async (sql) => {
        if (!opened()) await statements.execInTransaction('BEGIN');
        await statements.execInTransaction(sql);
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (open) await statements.execInTransaction('ROLLBACK').catch(() => undefined);
      throw error;
    }
    if (open && (await statements.execInTransaction('COMMIT')) !== 'COMMIT') throw new Error(rolledBackAtCommit);
    return result;
  });
}

export interface PgliteOptions {
  /** The database's folder; or `memory://` for one that lives only while it is open (the tests' throwaway copies). */
  dataDir: string;
  /** Contrib extensions to make available; the team's migrations still CREATE EXTENSION them. */
  extensions?: readonly PgliteExtensionName[];
  /** A new data folder starts as a copy of this dump (`dumpPgliteDatabase`): the tests' migrated snapshots. */
  loadDataDir?: Blob;
  /**
   * Small shared memory (8 MB, not 128) and, in a new database, 1 MB log segments (not 16): opening a copy of a dump
   * takes about 0.3 s instead of 1.3 s, most of which was zeroing the shared memory and reading the log segment out of
   * the dump. For the tests' many short-lived databases; the store keeps PostgreSQL's defaults.
   */
  lean?: boolean;
}

const inMemory = 'memory://';

// One PGlite per data folder per process: two instances on one folder would corrupt it.
const openDatabases = new Map<string, Promise<Database>>();
const dumps = new WeakMap<Database, () => Promise<Blob>>();

/**
 * Removes the log segments a start from the last checkpoint does not read: those before it, and those PostgreSQL
 * keeps recycled for later (16 MB each; up to four of them made half of a seeded catalog's 120 MB dump).
 */
async function dropWalBeforeAndAfter(pg: { query<Row>(sql: string): Promise<{ rows: Row[] }> }, dataDir: string): Promise<void> {
  const [needed] = (
    await pg.query<{ checkpoint: string; redo: string }>(
      'SELECT pg_walfile_name(checkpoint_lsn) AS checkpoint, redo_wal_file AS redo FROM pg_control_checkpoint()',
    )
  ).rows;
  if (!needed) return;
  const wal = join(dataDir, 'pg_wal');
  const segments = (await readdir(wal)).filter((name) => /^[0-9A-F]{24}$/.test(name));
  const kept = new Set([needed.checkpoint, needed.redo]);
  await Promise.all(segments.filter((name) => !kept.has(name)).map((name) => rm(join(wal, name))));
}

async function start(dataDir: string, options: PgliteOptions): Promise<Database> {
  const { loadDataDir, lean } = options;
  if (dataDir !== inMemory) await mkdir(dataDir, { recursive: true });
  const { PGlite, extensions, ...protocol } = await loadPglite(options.extensions ?? []);
  const pg = await PGlite.create({
    dataDir,
    extensions,
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(lean ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB', '-c', 'max_connections=2'], initDbStartParams: ['--wal-segsize=1'] } : {}),
  });
  const statements = preparedStatements(pg, protocol);
  let closed = false;
  const database: Database = {
    kind: 'pglite',
    schema: 'public',
    ...queryable(pg, statements),
    transaction: (work) => pgliteTransaction(pg, statements, work),
    close: async () => {
      if (closed) return;
      closed = true;
      openDatabases.delete(dataDir);
      await pg.close();
    },
  };
  dumps.set(database, async () => {
    // Written out first: a copy would otherwise replay the log, and sequences would jump ahead by their logged values.
    await pg.exec('CHECKPOINT');
    // A database in memory is a test's copy, whose log is never more than a segment or two.
    if (dataDir !== inMemory) await dropWalBeforeAndAfter(pg, dataDir);
    return (await pg.dumpDataDir('none')) as Blob;
  });
  return database;
}

/** The whole database as a tar dump, for `loadDataDir`: the state it is in now. */
export function dumpPgliteDatabase(db: Database): Promise<Blob> {
  const dump = dumps.get(db);
  if (!dump) throw new Error('Only a PGlite database opened here can be dumped');
  return dump();
}

/** The embedded PostgreSQL (WebAssembly, in this process), keeping its files in `dataDir` (or in memory). */
export function openPgliteDatabase(options: PgliteOptions): Promise<Database> {
  if (options.dataDir === inMemory) return start(inMemory, options);
  const key = resolve(options.dataDir);
  let database = openDatabases.get(key);
  if (!database) {
    database = start(key, options);
    openDatabases.set(key, database);
    database.catch(() => openDatabases.delete(key));
  }
  return database;
}
