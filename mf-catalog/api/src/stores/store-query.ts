import { parseInput } from '@storefront/platform/server';
import { z } from 'zod';
import type { StoreSearch } from './store-repository';

const storeQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), 'lat and lon go together');

/** q (text), or lat and lon (a position) from a store list's query; anything malformed is a 400. */
export function storeSearchOf(query: Record<string, unknown>): Omit<StoreSearch, 'market'> {
  const parsed = parseInput(storeQuery, { q: query.q || undefined, lat: query.lat || undefined, lon: query.lon || undefined });
  if (parsed.lat !== undefined && parsed.lon !== undefined) return { position: { lat: parsed.lat, lon: parsed.lon } };
  return parsed.q ? { text: parsed.q } : {};
}
