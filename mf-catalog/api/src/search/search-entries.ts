import type { Queryable } from '@storefront/platform/server';
import { searchConfigs } from './search-configs';
import { codesScope } from '../db/codes-scope';

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
 * highlights, D the start of the description. In `names` (unstemmed), A marks the words of the brand and product
 * name. Beside the document, the entry holds what a listing filters, counts, sorts by and shows on its cards (brand,
 * category, rating, the first variant and its prices, swatches, whether it is sold in stores only…), so a listing reads
 * no other table per product but the first variant's stock, which changes between imports; and where the product's
 * name starts in the title (name_at), for the quick search.
 */
export async function refreshSearchEntries(tx: Queryable, productCodes: string[] | 'all'): Promise<void> {
  if (productCodes !== 'all' && productCodes.length === 0) return;
  const scope = codesScope('p.code', productCodes);
  await tx.query(
    `WITH target AS (
       SELECT p.* FROM products p WHERE ${scope.condition}
     ),
     cat AS (
       SELECT p.code,
         ${cultureColumns},
         search_text(string_agg(cn.name, ' ')) AS names
       FROM target p
       JOIN category_names cn ON p.category_code = cn.category_code OR p.category_code LIKE cn.category_code || '/%'
       GROUP BY p.code
     ),
     tag AS (
       SELECT pt.product_code AS code, string_agg(tn.name, ' ') AS names, array_agg(DISTINCT pt.tag_code) AS codes
       FROM target p JOIN product_tags pt ON pt.product_code = p.code JOIN tag_names tn ON tn.tag_code = pt.tag_code
       GROUP BY pt.product_code
     ),
     first_variant AS (
       SELECT v.product_code AS code, v.code AS variant_code, v.size_unit, v.size_milli,
              coalesce(jsonb_object_agg(pr.currency, pr.amount) FILTER (WHERE pr.currency IS NOT NULL), '{}') AS prices,
              coalesce(jsonb_object_agg(pr.currency, pr.previous_amount) FILTER (WHERE pr.previous_amount IS NOT NULL), '{}') AS previous_prices,
              coalesce(jsonb_object_agg(pr.currency, pr.member_amount) FILTER (WHERE pr.member_amount IS NOT NULL), '{}') AS member_prices
       FROM target p JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
       LEFT JOIN variant_prices pr ON pr.variant_code = v.code
       GROUP BY v.product_code, v.code
     ),
     variant AS (
       SELECT v.product_code AS code, array_agg(v.code ORDER BY v.sort_order) AS codes,
              bool_or(coalesce(s.online_quantity, 0) > 0) AS in_stock, count(*)::int AS count,
              (array_agg(v.shade_hex ORDER BY v.sort_order) FILTER (WHERE v.shade_hex IS NOT NULL))[1:6] AS swatches
       FROM target p JOIN variants v ON v.product_code = p.code LEFT JOIN variant_stock s ON s.variant_code = v.code
       GROUP BY v.product_code
     ),
     stock AS (
       UPDATE products p SET in_stock = coalesce(variant.in_stock, false)
       FROM target LEFT JOIN variant ON variant.code = target.code
       WHERE p.code = target.code AND p.in_stock IS DISTINCT FROM coalesce(variant.in_stock, false)
     )
     INSERT INTO search_entries (product_code, title, document, codes, names, brand_code, category_code, name, rating_tenths,
                                 review_count, popularity, launched_on, is_new, in_stock, tag_codes, variant_code, prices,
                                 member_prices, slug, brand_name, size_unit, size_milli, previous_prices, variant_count, swatches,
                                 show_in_pos_only, name_at)
     SELECT p.code,
            search_text(b.name || ' ' || p.name),
            setweight(to_tsvector('english', search_text(b.name || ' ' || p.name)), 'A')
              || setweight(to_tsvector('simple', search_text(b.name || ' ' || p.name)), 'A')
              || setweight(${categoryDocument} || to_tsvector('simple', search_text(coalesce(tag.names, ''))), 'B')
              || setweight(to_tsvector('english', search_text(p.product_type || ' ' || array_to_string(p.highlights, ' '))), 'C')
              || setweight(to_tsvector('english', search_text(left(p.description, 400))), 'D'),
            array[p.code] || coalesce(variant.codes, '{}'),
            setweight(to_tsvector('simple', search_text(b.name || ' ' || p.name)), 'A') || to_tsvector('simple', coalesce(cat.names, '')),
            p.brand_code, p.category_code, p.name, p.rating_tenths, p.review_count, p.popularity, p.launched_on, p.is_new,
            coalesce(variant.in_stock, false), coalesce(tag.codes, '{}'), first_variant.variant_code,
            coalesce(first_variant.prices, '{}'), coalesce(first_variant.member_prices, '{}'), p.slug, b.name, first_variant.size_unit, first_variant.size_milli,
            coalesce(first_variant.previous_prices, '{}'), coalesce(variant.count, 0), coalesce(variant.swatches, '{}'),
            p.show_in_pos_only, length(search_text(b.name)) + 2
     FROM target p
     JOIN brands b ON b.code = p.brand_code
     LEFT JOIN cat ON cat.code = p.code
     LEFT JOIN tag ON tag.code = p.code
     LEFT JOIN variant ON variant.code = p.code
     LEFT JOIN first_variant ON first_variant.code = p.code
     ON CONFLICT (product_code) DO UPDATE SET title = EXCLUDED.title, document = EXCLUDED.document, codes = EXCLUDED.codes,
       names = EXCLUDED.names, brand_code = EXCLUDED.brand_code, category_code = EXCLUDED.category_code, name = EXCLUDED.name,
       rating_tenths = EXCLUDED.rating_tenths, review_count = EXCLUDED.review_count, popularity = EXCLUDED.popularity,
       launched_on = EXCLUDED.launched_on, is_new = EXCLUDED.is_new, in_stock = EXCLUDED.in_stock, tag_codes = EXCLUDED.tag_codes,
       variant_code = EXCLUDED.variant_code, prices = EXCLUDED.prices, member_prices = EXCLUDED.member_prices, slug = EXCLUDED.slug,
       brand_name = EXCLUDED.brand_name, size_unit = EXCLUDED.size_unit, size_milli = EXCLUDED.size_milli,
       previous_prices = EXCLUDED.previous_prices, variant_count = EXCLUDED.variant_count, swatches = EXCLUDED.swatches,
       show_in_pos_only = EXCLUDED.show_in_pos_only, name_at = EXCLUDED.name_at`,
    scope.params,
  );
}
