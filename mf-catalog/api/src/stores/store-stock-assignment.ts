import type { Queryable } from '@storefront/platform/server';
import { codesScope } from '../db/codes-scope';

/**
 * Gives variants their stock in every store (the demo catalog's, and an import's new variants): a store carries about
 * three in five variants, with 0–11 on the shelf, chosen by a hash of store and variant so every run gives the same
 * stock. A real shop would load these counts from the stores' point-of-sale systems instead.
 */
export async function assignStoreStock(tx: Queryable, variantCodes: string[] | 'all'): Promise<void> {
  if (variantCodes !== 'all' && variantCodes.length === 0) return;
  const scope = codesScope('v.code', variantCodes);
  await tx.query(
    `INSERT INTO store_stock (store_id, variant_code, quantity)
     SELECT s.id, v.code, abs(hashtext(s.id || ':' || v.code)) % 12
     FROM stores s CROSS JOIN variants v
     WHERE ${scope.condition} AND abs(hashtext(v.code || ':' || s.id)) % 5 < 3
     ON CONFLICT DO NOTHING`,
    scope.params,
  );
}
