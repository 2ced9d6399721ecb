import { z } from 'zod';

/** The {code} of /api/catalog/variants/{code} and its sub-resources: a variant code is six digits (else 400). */
export const variantPath = z.object({ code: z.string().regex(/^\d{6}$/, 'A variant code is 6 digits.') });
