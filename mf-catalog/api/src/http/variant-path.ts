import { z } from 'zod';
import { productCode } from '@storefront/platform/server';

/** The {code} of /api/catalog/variants/{code} and its sub-resources: a variant code is six digits (else 400). */
export const variantPath = z.object({ code: productCode('A variant code is 6 digits.') });
