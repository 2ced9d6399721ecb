/** What a team server needs from PostgreSQL, the same on PGlite and on a real server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The schema the team's tables live in: its own on a shared server, `public` in its PGlite. */
  readonly schema: string;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A statement that failed
   * inside it fails the whole transaction, even when `work` caught its error: the commit is then `rolledBackAtCommit`.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The error of a transaction whose commit PostgreSQL answered with a rollback (a statement in it had failed). */
export const rolledBackAtCommit = 'The transaction was rolled back: one of its statements had failed';
