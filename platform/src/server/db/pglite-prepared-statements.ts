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

/**
 * Where a statement runs: 'alone' (it waits for a transaction another caller holds), 'in the transaction' this caller
 * holds now, or 'opening the transaction': its BEGIN goes in the same call into PGlite as the statement.
 */
export type StatementPlace = 'alone' | 'in the transaction' | 'opening the transaction';

export interface PreparedStatements {
  query<Row>(sql: string, params: readonly unknown[], place: StatementPlace): Promise<Row[]>;
  /**
   * A script without parameters (simple protocol), in the transaction this caller holds; the tag of its last command
   * (a COMMIT of a failed transaction answers ROLLBACK).
   */
  execInTransaction(sql: string): Promise<string | undefined>;
}

/**
 * Queries on PGlite as named prepared statements. PGlite's own `query` parses, describes and plans the SQL on every
 * call, in six calls into its WebAssembly; here a SQL text is parsed and described once, and each run is one call
 * (bind, describe, execute, sync) on a plan PostgreSQL may keep. A cart update's statements take a third of the time.
 * Locking is PGlite's: a query waits for a transaction another caller holds, as `query` does. A transaction's BEGIN
 * rides with its first statement, and its COMMIT is one call: PGlite's own `transaction` makes four calls of the two.
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

  async function run<Row>(sql: string, params: readonly unknown[], opening = false): Promise<Row[]> {
    const statement = await prepared(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const write = pg.serializers[statement.parameterTypes[index]!];
      return write ? write(value) : String(value);
    });
    try {
      const { messages } = await pg.execProtocol(
        joined([
          ...(opening ? [serialize.query('BEGIN')] : []),
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      // One result per command: the statement's is the last (after BEGIN's when it opened the transaction).
      return parse.parseResults(messages, pg.parsers).at(-1)!.rows as Row[];
    } catch (error) {
      if (outdatedPlan(error)) statements.delete(sql);
      throw error;
    }
  }

  return {
    async query<Row>(sql: string, params: readonly unknown[], place: StatementPlace): Promise<Row[]> {
      if (place !== 'alone') return pg._runExclusiveQuery(() => run<Row>(sql, params, place === 'opening the transaction'));
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
    execInTransaction: (sql) =>
      pg._runExclusiveQuery(async () => {
        // One call: a simple query ends with its own ReadyForQuery, no Sync needed.
        const { messages } = await pg.execProtocol(serialize.query(sql));
        return parse.parseResults(messages, pg.parsers).at(-1)?.command;
      }),
  };
}
