import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from './database';
import type { PgliteExtensionName } from './load-pglite';
import { openPgliteDatabase } from './pglite-database';
import { keepEmbeddedDatabase } from './pglite-upkeep';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseOptions {
  /** A PostgreSQL server to work on, in the team's own schema; without it the team's PGlite is used. */
  databaseUrl?: string;
  schema: string;
  /** The team's data folder; PGlite keeps its files in `pglite/` inside it. */
  dataDir: string;
  pgliteExtensions?: readonly PgliteExtensionName[];
  logger: Logger;
}

/** PostgreSQL when a URL is given (in the team's own schema), otherwise PGlite in the data folder. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgresDatabase({
      connectionString: options.databaseUrl,
      schema: options.schema,
      onPoolError: (error) => options.logger.warn({ err: error.message }, 'idle database connection lost'),
    });
  }
  return openKeptPglite(options);
}

/** The team's PGlite, with the upkeep PostgreSQL's autovacuum would do (pglite-upkeep.ts) until it is closed. */
async function openKeptPglite(options: DatabaseOptions): Promise<Database> {
  const db = await openPgliteDatabase({ dataDir: join(options.dataDir, 'pglite'), extensions: options.pgliteExtensions });
  const stopUpkeep = keepEmbeddedDatabase(db, { logger: options.logger });
  return {
    ...db,
    close: async () => {
      await stopUpkeep();
      await db.close();
    },
  };
}
