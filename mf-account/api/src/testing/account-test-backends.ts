import { testBackends } from '@storefront/platform/server/testing';

/** Fresh account databases: a PGlite in memory, and a throwaway schema on TEST_DATABASE_URL when it is set. */
export const accountTestBackends = () => testBackends({ team: 'account' });
