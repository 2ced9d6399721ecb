import { testBackends } from '@storefront/platform/server/testing';

/** Fresh social databases: a PGlite in memory, and a throwaway schema on TEST_DATABASE_URL when it is set. */
export const socialTestBackends = () => testBackends({ team: 'social' });
