import { fileURLToPath } from 'node:url';

/** The cart team's tables, one SQL file per change (see the platform's `migrate`). */
export const cartMigrations = fileURLToPath(new URL('./migrations', import.meta.url));
