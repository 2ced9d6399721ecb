import { fileURLToPath } from 'node:url';

/** Team Account's tables, one SQL file per change (see the platform's `migrate`). */
export const accountMigrations = fileURLToPath(new URL('./migrations', import.meta.url));
