import { fileURLToPath } from 'node:url';
import type { PgliteExtensionName } from '@storefront/platform/server';

/** The catalog's tables, one SQL file per change (see the platform's `migrate`). */
export const catalogMigrations = fileURLToPath(new URL('./migrations', import.meta.url));

/** Typo-tolerant search needs similarity() and unaccent(); on PostgreSQL the server provides them. */
export const catalogPgliteExtensions: readonly PgliteExtensionName[] = ['pg_trgm', 'unaccent'];
