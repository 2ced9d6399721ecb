import type { Culture, CurrencyCode, Link, Money } from '@storefront/platform';
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

/**
 * The lowest price the variant had in the 30 days before `today` (the EU price indication rule), from its price
 * history: every price that took effect in the window, and the one in effect when the window began. Null without
 * history. Member prices count for members.
 */
export async function lowestPriceIn30Days(db: Queryable, variantCode: string, currency: CurrencyCode, today: string, isMember: boolean): Promise<Money | null> {
  const [row] = await db.query<{ lowest: number | null }>(
    `WITH window_prices AS (
       SELECT valid_from, CASE WHEN $4 THEN coalesce(member_amount, amount) ELSE amount END AS price
       FROM price_history WHERE variant_code = $1 AND currency = $2 AND valid_from <= $3::date
     )
     SELECT min(price)::int AS lowest FROM window_prices
     WHERE valid_from > $3::date - 30
        OR valid_from = (SELECT max(valid_from) FROM window_prices WHERE valid_from <= $3::date - 30)`,
    [variantCode, currency, today, isMember],
  );
  return row?.lowest != null ? { amount: row.lowest, currency } : null;
}
