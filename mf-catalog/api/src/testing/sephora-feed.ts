import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The real Sephora catalog, read from beside the repository (../shared/data), never copied in. CI has it; a machine
 * without it skips the suites that need it and says so.
 */
export const sephoraFeed = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'data', 'catalog', 'sephora-products.csv');
export const describeWithSephoraFeed = existsSync(sephoraFeed) || process.env.CI ? describe : describe.skip;
