import { z } from 'zod';

/** The shop's product (variant) codes: 6 digits ('102519'). */
export const productCodePattern = /^\d{6}$/;

export const isProductCode = (text: string): boolean => productCodePattern.test(text);

/** A product code in a route's input; `message` says it in the caller's words. */
export const productCode = (message = 'A product code is 6 digits.') => z.string().regex(productCodePattern, message);

/**
 * A query parameter of comma-separated product codes ('100001,100002'), as the teams' internal calls send them: the
 * distinct codes, each 6 digits, 1 to `max` of them.
 */
export function productCodeList(max: number) {
  return z
    .string()
    .max(max * 7)
    .transform((codes) => [...new Set(codes.split(',').map((code) => code.trim()))])
    .pipe(z.array(productCode()).min(1).max(max));
}
