import { testBackends } from '@storefront/platform/server/testing';

/** Fresh cart databases: a PGlite in memory, and a throwaway schema on TEST_DATABASE_URL when it is set. */
export const cartTestBackends = () => testBackends({ team: 'cart-checkout' });
