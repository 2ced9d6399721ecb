import type { Silhouette, SizeUnit } from '../demo-data/category-tree';

/** One product as read from any feed, before it is mapped onto the catalog's tables. */
export interface FeedProduct {
  /** Where it came from: the feed's name ('sephora', 'makeup-api', 'jsonl') and the product's key in it. */
  source: string;
  sourceKey: string;
  name: string;
  brandName: string;
  /** English category names from the top, e.g. ['Makeup', 'Lip', 'Lipstick']. */
  categoryPath: string[];
  productType: string;
  description: string;
  ingredients?: string;
  /** Highlight texts as the feed has them ('Vegan', 'Clean at Sephora'). */
  highlights: string[];
  rating?: number;
  reviewCount: number;
  isNew: boolean;
  /** Relative popularity (likes, loves, sales); bigger is more popular. */
  popularity: number;
  launchedOn?: string;
  silhouette?: Silhouette;
  variants: FeedVariant[];
  /** The product's videos, when the feed has any; absent: the product's videos are left as they are. */
  videos?: FeedVideo[];
  /** Point-of-sale flags, when the feed says them; absent: left as they are (new products: all off). */
  pointOfSale?: { originatesFromPos: boolean; showInPosOnly: boolean; virtual: boolean };
}

/** A video at a provider (YouTube's eleven-character id): the product page plays it only when the shopper asks. */
export interface FeedVideo {
  provider: 'youtube';
  id: string;
  title: string;
  durationSeconds: number;
}

export interface FeedVariant {
  /** The variant's key within its product ('' for a product with one variant). */
  key: string;
  name: string;
  shadeHex?: string;
  size: { unit: SizeUnit; milli: number };
  /** Price in US dollars; the market prices are computed from it (market-prices.ts). */
  priceUsd: number;
  /** A reduced price in US dollars, when the product is on sale. */
  salePriceUsd?: number;
  inStock: boolean;
}

/** A row the feed cannot import, with the reason a person can act on. */
export class FeedRowError extends Error {}

/** One record of a feed: a product, or the reason its row cannot be imported. Lines count from 1 (the header). */
export type FeedRecord = { line: number; product: FeedProduct } | { line: number; error: string };
