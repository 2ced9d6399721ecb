import type { Culture, Link } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { tagUrl } from '../tags/tag-repository';

/** The product's tags and certificates, each linked to its page (/tags/{code}, /certificates/{code}). */
export async function productTags(db: Queryable, productCode: string, culture: Culture): Promise<(Link & { code: string; isCertificate: boolean })[]> {
  const rows = await db.query<{ code: string; name: string; is_certificate: boolean }>(
    `SELECT t.code, tn.name, t.is_certificate
     FROM product_tags pt
     JOIN tags t ON t.code = pt.tag_code
     JOIN tag_names tn ON tn.tag_code = t.code AND tn.culture = $2
     WHERE pt.product_code = $1
     ORDER BY t.is_certificate DESC, t.sort_order`,
    [productCode, culture],
  );
  return rows.map((row) => ({ code: row.code, name: row.name, isCertificate: row.is_certificate, url: tagUrl(row.code, row.is_certificate) }));
}
