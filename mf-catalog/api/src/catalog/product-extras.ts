import type { Culture, Link } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';

/**
 * The product's tags and certificates, each linked to its top-level category's listing filtered by it (the listing's
 * facet shows the same tag selected).
 */
export async function productTags(db: Queryable, productCode: string, culture: Culture): Promise<(Link & { code: string; isCertificate: boolean })[]> {
  const rows = await db.query<{ code: string; name: string; is_certificate: boolean; top: string }>(
    `SELECT t.code, tn.name, t.is_certificate, split_part(p.category_code, '/', 1) AS top
     FROM product_tags pt
     JOIN products p ON p.code = pt.product_code
     JOIN tags t ON t.code = pt.tag_code
     JOIN tag_names tn ON tn.tag_code = t.code AND tn.culture = $2
     WHERE pt.product_code = $1
     ORDER BY t.is_certificate DESC, t.sort_order`,
    [productCode, culture],
  );
  return rows.map((row) => ({ code: row.code, name: row.name, isCertificate: row.is_certificate, url: `/c/${row.top}?tag=${row.code}` }));
}
