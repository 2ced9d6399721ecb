import type { CurrencyCode } from '@storefront/platform';

export interface PriceBucket {
  /** The facet value: 'min-max' in major units, max open for the last ('1000-'). */
  value: string;
  text: string;
  /** Upper bound in minor units, exclusive; none for the last bucket. */
  maxMinor?: number;
}

/** Price steps a shopper thinks in, per currency (major units). */
const steps: Record<CurrencyCode, number[]> = {
  SEK: [100, 250, 500, 1000],
  NOK: [100, 250, 500, 1000],
  DKK: [75, 150, 350, 700],
  EUR: [10, 25, 50, 100],
  PLN: [50, 100, 250, 500],
};

const symbols: Record<CurrencyCode, (amount: number) => string> = {
  SEK: (amount) => `${amount} kr`,
  NOK: (amount) => `${amount} kr`,
  DKK: (amount) => `${amount} kr`,
  EUR: (amount) => `${amount} €`,
  PLN: (amount) => `${amount} zł`,
};

/** The price facet's buckets for a currency: under the first step, between steps, and over the last. */
export function priceBuckets(currency: CurrencyCode): PriceBucket[] {
  const bounds = steps[currency];
  const money = symbols[currency];
  const buckets: PriceBucket[] = [];
  let previous = 0;
  for (const bound of bounds) {
    buckets.push({ value: `${previous}-${bound}`, text: `${money(previous)} – ${money(bound)}`, maxMinor: bound * 100 });
    previous = bound;
  }
  buckets.push({ value: `${previous}-`, text: `${money(previous)} +` });
  return buckets;
}

/** 'min-max' (either side may be empty) → bounds in major units; null when malformed. */
export function parsePriceRange(value: string): { min?: number; max?: number } | null {
  const match = /^(\d{1,7})?-(\d{1,7})?$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] !== undefined ? Number(match[1]) : undefined;
  const max = match[2] !== undefined ? Number(match[2]) : undefined;
  if (min !== undefined && max !== undefined && max <= min) return null;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
