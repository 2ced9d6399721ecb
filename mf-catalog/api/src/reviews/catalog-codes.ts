import { z } from 'zod';
import type { FeedFormat } from '../import/read-feed';

/** A product's key in its feed ('P420652' in Sephora's; a JSON Lines feed's own code; '~2' ends a synthetic copy's). */
const sourceKeyPattern = /^[A-Za-z0-9._~-]{1,60}$/;

/**
 * A product's code in the catalog (`products.code`, not a variant's six digits): the demo catalog's 'P10001', or an
 * imported product's source and key ('sephora:P420652').
 */
const catalogProductCodePattern = /^(?:[a-z][a-z0-9-]{0,19}:)?[A-Za-z0-9._~-]{1,60}$/;

export const catalogProductCode = () => z.string().regex(catalogProductCodePattern, "A product code is such as 'P10001' or 'sephora:P420652'.");

/** The feeds the import reads, each the `source` of its products. */
export const feedSources = ['sephora', 'makeup-api', 'jsonl'] as const satisfies readonly FeedFormat[];

/** A query parameter of comma-separated codes: the distinct ones, each matching `code`, 1 to `max` of them. */
function codeList(code: z.ZodString, max: number, longest: number) {
  return z
    .string()
    .max(max * (longest + 1))
    .transform((codes) => [...new Set(codes.split(',').map((one) => one.trim()))])
    .pipe(z.array(code).min(1).max(max));
}

/** Comma-separated product codes ('P10001,sephora:P420652'), 1 to `max` of them. */
export const catalogProductCodeList = (max: number) => codeList(catalogProductCode(), max, 81);

/** Comma-separated feed keys ('P420652,P504322'), 1 to `max` of them. */
export const sourceKeyList = (max: number) => codeList(z.string().regex(sourceKeyPattern, 'A feed key is letters, digits, ".", "_", "~" or "-".'), max, 60);
