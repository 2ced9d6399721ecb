import type { Culture, ProductFragrance } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { fragranceFinderPath } from './fragrance-texts';

/** The product's scent families and notes in the shopper's language, each a link to the finder filtered by it; null without any. */
export async function productFragrance(db: Queryable, productCode: string, culture: Culture): Promise<ProductFragrance | null> {
  const rows = await db.query<{ kind: 'family' | 'note'; code: string; name: string }>(
    `SELECT 'family' AS kind, f.code, n.name, f.sort_order
     FROM product_fragrance_families pf JOIN fragrance_families f ON f.code = pf.family_code
     JOIN fragrance_family_names n ON n.family_code = f.code AND n.culture = $2
     WHERE pf.product_code = $1
     UNION ALL
     SELECT 'note', o.code, n.name, o.sort_order
     FROM product_fragrance_notes pn JOIN fragrance_notes o ON o.code = pn.note_code
     JOIN fragrance_note_names n ON n.note_code = o.code AND n.culture = $2
     WHERE pn.product_code = $1
     ORDER BY kind, sort_order`,
    [productCode, culture],
  );
  if (rows.length === 0) return null;
  const links = (kind: 'family' | 'note') =>
    rows.filter((row) => row.kind === kind).map((row) => ({ code: row.code, name: row.name, url: `${fragranceFinderPath}?${kind}=${row.code}` }));
  return { families: links('family'), notes: links('note') };
}
