import { z } from 'zod';
import type { ProductSummary } from './product-source';

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

/**
 * The parts of the catalog's `GET /api/catalog/variants/{code}` answer a list item is made of, checked at the edge.
 * The price is kept whole (loose) once its current money is known to be whole minor units.
 */
export const catalogVariantAnswer = z.object({
  url: z.string(),
  product: z.object({ name: z.string(), brand: z.object({ name: z.string() }) }),
  variant: z.object({
    code: z.string(),
    name: z.string(),
    displayName: z.string(),
    images: z.array(image),
    price: z.looseObject({
      current: money,
      useDiscountStyling: z.boolean(),
      isMemberPrice: z.boolean(),
      isPremium: z.boolean(),
      comparisonPrices: z.array(z.looseObject({ value: money })),
    }),
    stockStatus: z.object({ isBuyable: z.boolean() }),
  }),
});

export type CatalogVariantAnswer = z.infer<typeof catalogVariantAnswer>;

/** A product as the member lists show it, from the catalog's answer for the asked market. */
export function productSummaryOf(answer: CatalogVariantAnswer): ProductSummary {
  const { product, variant } = answer;
  return {
    code: variant.code,
    title: variant.displayName,
    brandName: product.brand.name,
    entryName: product.name,
    variationDescription: variant.name,
    image: variant.images[0] ?? null,
    url: answer.url,
    // Its current money is checked above; the rest is the catalog's Price as it sent it.
    price: variant.price as unknown as ProductSummary['price'],
    isBuyable: variant.stockStatus.isBuyable,
    availableInMarket: true,
  };
}
