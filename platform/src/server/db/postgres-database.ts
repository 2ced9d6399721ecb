import pg from 'pg';
import { rolledBackAtCommit, type Database, type Queryable } from './database';

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await client.query(sql, params as unknown[] | undefined)).rows as Row[],
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** The team's own schema; created when missing. */
  schema: string;
  maxConnections?: number;
  onPoolError?: (error: Error) => void;
}

/** A real PostgreSQL server; every connection works in the team's schema (then public, where extensions live). */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  // The name goes into SQL and connection options unquoted.
  if (!schemaName.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const setup = new pg.Client({ connectionString: options.connectionString });
  await setup.connect();
  try {
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    options: `-c search_path=${schema},public`,
    max: options.maxConnections ?? 10,
  });
  // An idle client losing its server must not take the process down; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    schema,
    ...queryable(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        // After a statement that failed (and that `work` caught), PostgreSQL answers COMMIT with ROLLBACK.
        if ((await client.query('COMMIT')).command !== 'COMMIT') throw new Error(rolledBackAtCommit);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
