import type * as PgliteModule from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';

/** The parts of PGlite's module that speak its wire protocol: the same module instance as the PGlite used. */
export type PgliteProtocol = Pick<typeof PgliteModule, 'protocol' | 'parse'>;

interface Statement {
  name: string;
  /** The parameters' type ids, as the server inferred them: each value is written as PGlite's `query` writes it. */
  parameterTypes: number[];
}

/** How many SQL texts keep a prepared statement; the least recently used is closed beyond it. */
export const keptStatements = 500;

// A statement prepared before a change of the tables it reads, or dropped by DISCARD/DEALLOCATE: prepared again.
const outdatedPlan = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '0A000' || code === '26000';
};

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

export interface PreparedStatements {
  /** Runs `sql` with `params`; `inTransaction`: inside the PGlite transaction this process holds now. */
  query<Row>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Row[]>;
}

/**
 * Queries on PGlite as named prepared statements. PGlite's own `query` parses, describes and plans the SQL on every
 * call, in six calls into its WebAssembly; here a SQL text is parsed and described once, and each run is one call
 * (bind, describe, execute, sync) on a plan PostgreSQL may keep. A cart update's statements take a third of the time.
 * Locking is PGlite's: a query waits for a transaction another caller holds, as `query` does.
 */
export function preparedStatements(pg: PGlite, { protocol, parse }: PgliteProtocol, kept = keptStatements): PreparedStatements {
  const { serialize } = protocol;
  // By SQL text, the most recently used last.
  const statements = new Map<string, Statement>();
  let nextName = 0;

  async function prepared(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `storefront_${nextName++}`;
    const { messages } = await pg.execProtocol(joined([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    if (statements.size > kept) {
      const [oldestSql, oldest] = statements.entries().next().value!;
      statements.delete(oldestSql);
      await pg.execProtocol(joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return statement;
  }

  async function run<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const statement = await prepared(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const write = pg.serializers[statement.parameterTypes[index]!];
      return write ? write(value) : String(value);
    });
    try {
      const { messages } = await pg.execProtocol(
        joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      return parse.parseResults(messages, pg.parsers)[0]!.rows as Row[];
    } catch (error) {
      if (outdatedPlan(error)) statements.delete(sql);
      throw error;
    }
  }

  return {
    async query<Row>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Row[]> {
      if (inTransaction) return pg._runExclusiveQuery(() => run<Row>(sql, params));
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          try {
            return await run<Row>(sql, params);
          } catch (error) {
            // Outside a transaction nothing was done: the statement is prepared anew and run once more.
            if (!outdatedPlan(error)) throw error;
            return run<Row>(sql, params);
          }
        }),
      );
    },
  };
}
