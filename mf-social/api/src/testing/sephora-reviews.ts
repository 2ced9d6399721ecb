import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The real Sephora review sample, read from beside the repository (../shared/data), never copied in. CI has it; a
 * machine without it skips the suites that need it and says so.
 */
export const sephoraReviews = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'data', 'catalog', 'sephora-reviews-sample.csv');
export const describeWithSephoraReviews = existsSync(sephoraReviews) || process.env.CI ? describe : describe.skip;
