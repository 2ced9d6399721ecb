import { z } from 'zod';
import type { FeedProduct } from './feed-product';

/** One line of the catalog's own JSON Lines feed (documented with an example in import/README.md). */
export const jsonlProduct = z.object({
  code: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/),
  name: z.string().trim().min(1).max(200),
  brand: z.string().trim().min(1).max(100),
  category: z.array(z.string().trim().min(1).max(60)).min(1).max(4),
  type: z.string().trim().max(60).optional(),
  description: z.string().max(5000).default(''),
  ingredients: z.string().max(10_000).optional(),
  highlights: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  rating: z.number().min(1).max(5).optional(),
  reviewCount: z.number().int().min(0).default(0),
  isNew: z.boolean().default(false),
  popularity: z.number().int().min(0).default(0),
  launchedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  variants: z
    .array(
      z.object({
        key: z.string().max(80).default(''),
        name: z.string().trim().min(1).max(120),
        shadeHex: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
        size: z.object({ unit: z.enum(['ml', 'g', 'st']), amount: z.number().positive().max(100_000) }),
        priceUsd: z.number().positive().max(100_000),
        salePriceUsd: z.number().positive().max(100_000).optional(),
        inStock: z.boolean().default(true),
      }),
    )
    .min(1)
    .max(200),
  videos: z
    .array(
      z.object({
        provider: z.literal('youtube'),
        id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'a YouTube video id has 11 letters, digits, - or _'),
        title: z.string().trim().min(1).max(200),
        durationSeconds: z.number().int().min(1).max(36_000),
      }),
    )
    .max(10)
    .optional(),
  pointOfSale: z
    .object({ originatesFromPos: z.boolean().default(false), showInPosOnly: z.boolean().default(false), virtual: z.boolean().default(false) })
    .optional(),
});

export function jsonlFeedProduct(value: unknown): FeedProduct {
  const line = jsonlProduct.parse(value);
  return {
    source: 'jsonl',
    sourceKey: line.code,
    name: line.name,
    brandName: line.brand,
    categoryPath: line.category,
    productType: line.type ?? line.category[line.category.length - 1]!,
    description: line.description || `${line.name} by ${line.brand}.`,
    ...(line.ingredients ? { ingredients: line.ingredients } : {}),
    highlights: line.highlights,
    ...(line.rating !== undefined && line.reviewCount > 0 ? { rating: line.rating } : {}),
    reviewCount: line.rating !== undefined ? line.reviewCount : 0,
    isNew: line.isNew,
    popularity: line.popularity,
    ...(line.launchedOn ? { launchedOn: line.launchedOn } : {}),
    variants: line.variants.map((variant) => ({
      key: variant.key,
      name: variant.name,
      ...(variant.shadeHex ? { shadeHex: variant.shadeHex.toLowerCase() } : {}),
      size: { unit: variant.size.unit, milli: Math.round(variant.size.amount * 1000) },
      priceUsd: variant.priceUsd,
      ...(variant.salePriceUsd !== undefined && variant.salePriceUsd < variant.priceUsd ? { salePriceUsd: variant.salePriceUsd } : {}),
      inStock: variant.inStock,
    })),
    ...(line.videos ? { videos: line.videos } : {}),
    ...(line.pointOfSale ? { pointOfSale: line.pointOfSale } : {}),
  };
}
