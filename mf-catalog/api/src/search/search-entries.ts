import type { Queryable } from '@storefront/platform/server';
import { searchConfigs } from './search-configs';

const cultureColumns = searchConfigs
  .map(({ culture }, index) => `max(cn.name) FILTER (WHERE cn.culture = '${culture}') AS c${index}`)
  .join(',\n         ');
/** Each culture's category names, stemmed with that culture's own text search configuration. */
const categoryDocument = searchConfigs
  .map(({ config }, index) => `to_tsvector('${config}', search_text(coalesce(cat.c${index}, '')))`)
  .join(' || ');

/**
 * Writes search_entries and products.in_stock for the products (or all). One statement for the whole set: the
 * category names of a product are those of its category and every ancestor, in every culture.
 * Weights: A brand and product name (English stems and plain words), B category names and tags, C product type and
 * highlights, D the start of the description.
 */
export async function refreshSearchEntries(tx: Queryable, productCodes: string[] | 'all'): Promise<void> {
  const codes = productCodes === 'all' ? null : productCodes;
  if (codes && codes.length === 0) return;
  await tx.query(
    `WITH target AS (
       SELECT p.* FROM products p WHERE $1::text[] IS NULL OR p.code = ANY($1::text[])
     ),
     cat AS (
       SELECT p.code,
         ${cultureColumns}
       FROM target p
       JOIN category_names cn ON p.category_code = cn.category_code OR p.category_code LIKE cn.category_code || '/%'
       GROUP BY p.code
     ),
     tag AS (
       SELECT pt.product_code AS code, string_agg(tn.name, ' ') AS names
       FROM target p JOIN product_tags pt ON pt.product_code = p.code JOIN tag_names tn ON tn.tag_code = pt.tag_code
       GROUP BY pt.product_code
     ),
     variant AS (
       SELECT v.product_code AS code, array_agg(v.code ORDER BY v.sort_order) AS codes,
              bool_or(coalesce(s.online_quantity, 0) > 0) AS in_stock
       FROM target p JOIN variants v ON v.product_code = p.code LEFT JOIN variant_stock s ON s.variant_code = v.code
       GROUP BY v.product_code
     ),
     stock AS (
       UPDATE products p SET in_stock = coalesce(variant.in_stock, false)
       FROM target LEFT JOIN variant ON variant.code = target.code
       WHERE p.code = target.code AND p.in_stock IS DISTINCT FROM coalesce(variant.in_stock, false)
     )
     INSERT INTO search_entries (product_code, title, document, codes)
     SELECT p.code,
            search_text(b.name || ' ' || p.name),
            setweight(to_tsvector('english', search_text(b.name || ' ' || p.name)), 'A')
              || setweight(to_tsvector('simple', search_text(b.name || ' ' || p.name)), 'A')
              || setweight(${categoryDocument} || to_tsvector('simple', search_text(coalesce(tag.names, ''))), 'B')
              || setweight(to_tsvector('english', search_text(p.product_type || ' ' || array_to_string(p.highlights, ' '))), 'C')
              || setweight(to_tsvector('english', search_text(left(p.description, 400))), 'D'),
            array[p.code] || coalesce(variant.codes, '{}')
     FROM target p
     JOIN brands b ON b.code = p.brand_code
     LEFT JOIN cat ON cat.code = p.code
     LEFT JOIN tag ON tag.code = p.code
     LEFT JOIN variant ON variant.code = p.code
     ON CONFLICT (product_code) DO UPDATE SET title = EXCLUDED.title, document = EXCLUDED.document, codes = EXCLUDED.codes`,
    [codes],
  );
}
