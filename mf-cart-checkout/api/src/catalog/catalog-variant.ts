import type { VariantViewModel } from '@storefront/platform';
import { z } from 'zod';

/** The catalog's answer to `GET /api/catalog/variants/{code}`: a slice of its product page. */
export type CatalogVariantAnswer = Pick<VariantViewModel, 'url' | 'product' | 'variant' | 'variants' | 'breadcrumbs'>;

const money = z.object({
  amount: z.number().int(),
  currency: z.enum(['SEK', 'NOK', 'DKK', 'EUR', 'PLN']),
});

const image = z.object({
  src: z.string(),
  altText: z.string(),
  sourceWidth: z.number(),
  sourceHeight: z.number(),
});

const price = z.object({
  current: money,
  useDiscountStyling: z.boolean(),
  isMemberPrice: z.boolean(),
  isPremium: z.boolean(),
  memberPrice: money.optional(),
  comparisonPrices: z.array(
    z.object({ type: z.enum(['current', 'recommended', 'lowest30days']), typeText: z.string(), value: money, isEach: z.boolean() }),
  ),
  unitPrice: z.object({ value: money, measure: z.enum(['l', 'kg', 'st']) }).optional(),
});

/**
 * The parts of the answer a cart line is made of, checked at the edge: money must be whole minor units, so a
 * changed or broken catalog answer is refused instead of turning into wrong totals.
 */
export const catalogVariantAnswer = z.object({
  url: z.string(),
  product: z.object({
    name: z.string(),
    brand: z.object({ name: z.string() }),
    productVariesBy: z.enum(['COLOR', 'SIZE']),
  }),
  variant: z.object({
    code: z.string(),
    name: z.string(),
    size: z.string(),
    unit: z.string(),
    images: z.array(image),
    price,
    maxQuantity: z.number().int().min(0),
  }),
  variants: z.array(z.object({ code: z.string(), image })),
});

/** The catalog's answer to `GET /api/catalog/variants?codes=`: each variant it knows, as the single lookup answers. */
export const catalogVariantsAnswer = z.object({
  variants: z.array(catalogVariantAnswer),
  missingCodes: z.array(z.string()),
});
