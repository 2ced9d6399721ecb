import { z } from 'zod';
import { queryWithoutBlanks } from '../http/query-without-blanks';
import type { StoreSearch } from './store-repository';

const position = {
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
};
const text = { q: z.string().trim().max(100).optional() };
const together = (query: { lat?: number; lon?: number }) => (query.lat === undefined) === (query.lon === undefined);
const togetherMessage = 'lat and lon go together';

/** q (text), or lat and lon (a position), of a store list; anything malformed is a 400, an empty one absent. */
export const storeQueryShape = { ...text, ...position };
export const storeQuery = queryWithoutBlanks(storeQueryShape).refine(together, togetherMessage);

/** The store list call's query: a store search in the market of `market` (the shopper's when absent). */
export const storeListQuery = queryWithoutBlanks({
  ...storeQueryShape,
  market: z.enum(['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL']).optional(),
}).refine(together, togetherMessage);

/** lat and lon, where a variant's stores are listed from (nearest first); absent: in the market's order. */
export const positionQuery = queryWithoutBlanks(position).refine(together, togetherMessage);

/** The search a parsed store query asks for: a position before a text. */
export function storeSearchOf(query: { q?: string; lat?: number; lon?: number }): Omit<StoreSearch, 'market'> {
  if (query.lat !== undefined && query.lon !== undefined) return { position: { lat: query.lat, lon: query.lon } };
  return query.q ? { text: query.q } : {};
}
