import type { Database } from '../db/database';

const refuse = () => Promise.reject(new Error('this test has no database'));

/** For tests of routes that never reach the database. */
export const noDatabase: Database = { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: async () => {} };
