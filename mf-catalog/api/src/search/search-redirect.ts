import type { Queryable } from '@storefront/platform/server';

export type SearchRedirect = { kind: 'brand'; slug: string } | { kind: 'category'; code: string } | null;

/**
 * Where a search for exactly a brand's name or a category's name (in the shopper's language) is better answered: that
 * brand's or category's page, which gets the text as redirectedSearchPhrase. The text is compared normalised.
 */
export async function searchRedirect(db: Queryable, normalisedText: string, culture: string): Promise<SearchRedirect> {
  if (!normalisedText) return null;
  const [brand] = await db.query<{ slug: string }>('SELECT slug FROM brands WHERE search_text(name) = $1 LIMIT 1', [normalisedText]);
  if (brand) return { kind: 'brand', slug: brand.slug };
  const [category] = await db.query<{ code: string }>(
    `SELECT category_code AS code FROM category_names WHERE culture = $2 AND search_text(name) = $1
     ORDER BY length(category_code), category_code LIMIT 1`,
    [normalisedText, culture],
  );
  return category ? { kind: 'category', code: category.code } : null;
}
