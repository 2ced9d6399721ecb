import type { Database } from '@storefront/platform/server';

const refuse = () => Promise.reject(new Error('this test has no database'));

/** For tests of routes that never reach the database. */
export const noDatabase: Database = { kind: 'pglite', schema: 'public', query: refuse, exec: refuse, transaction: refuse, close: async () => {} };
