import { testBackends } from '@storefront/platform/server/testing';
import { catalogPgliteExtensions } from '../db/catalog-database';

/** Fresh catalog databases: a PGlite in memory, and a throwaway schema on TEST_DATABASE_URL when it is set. */
export const catalogTestBackends = () => testBackends({ team: 'catalog', pgliteExtensions: catalogPgliteExtensions });
