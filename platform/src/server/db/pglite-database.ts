import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Database, Queryable } from './database';
import { loadPglite, type PgliteExtensionName } from './load-pglite';

interface PgliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
}

function queryable(pg: PgliteLike): Queryable {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await pg.query<Row>(sql, params)).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
}

export interface PgliteOptions {
  dataDir: string;
  /** Contrib extensions to make available; the team's migrations still CREATE EXTENSION them. */
  extensions?: readonly PgliteExtensionName[];
}

// One PGlite per data folder per process: two instances on one folder would corrupt it.
const openDatabases = new Map<string, Promise<Database>>();

async function start(dataDir: string, extensionNames: readonly PgliteExtensionName[]): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const { PGlite, extensions } = await loadPglite(extensionNames);
  const pg = await PGlite.create({ dataDir, extensions });
  let closed = false;
  return {
    kind: 'pglite',
    schema: 'public',
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: async () => {
      if (closed) return;
      closed = true;
      openDatabases.delete(dataDir);
      await pg.close();
    },
  };
}

/** The embedded PostgreSQL (WebAssembly, in this process), keeping its files in `dataDir`. */
export function openPgliteDatabase(options: PgliteOptions): Promise<Database> {
  const key = resolve(options.dataDir);
  let database = openDatabases.get(key);
  if (!database) {
    database = start(key, options.extensions ?? []);
    openDatabases.set(key, database);
    database.catch(() => openDatabases.delete(key));
  }
  return database;
}
