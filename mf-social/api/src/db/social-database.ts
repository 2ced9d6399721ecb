import { fileURLToPath } from 'node:url';

/** Team Social's tables, one SQL file per change (see the platform's `migrate`). */
export const socialMigrations = fileURLToPath(new URL('./migrations', import.meta.url));
