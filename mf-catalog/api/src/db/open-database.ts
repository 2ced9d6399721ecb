import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when a URL is given (in the team's own schema), otherwise PGlite in the data folder. */
export function openDatabase(options: { databaseUrl?: string; schema: string; dataDir: string; logger: Logger }): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgresDatabase({
      connectionString: options.databaseUrl,
      schema: options.schema,
      onPoolError: (error) => options.logger.warn({ err: error.message }, 'idle database connection lost'),
    });
  }
  return openPgliteDatabase(join(options.dataDir, 'pglite'));
}
