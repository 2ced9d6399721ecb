import { z } from 'zod';

/**
 * A query parameter of comma-separated product codes ('100001,100002'), as the teams' internal calls send them: the
 * distinct codes, each 6 digits, 1 to `max` of them.
 */
export function productCodeList(max: number) {
  return z
    .string()
    .max(max * 7)
    .transform((codes) => [...new Set(codes.split(',').map((code) => code.trim()))])
    .pipe(z.array(z.string().regex(/^\d{6}$/, 'A product code is 6 digits.')).min(1).max(max));
}
