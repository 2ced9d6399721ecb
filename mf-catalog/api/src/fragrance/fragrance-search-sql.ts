import type { Culture } from '@storefront/platform';
import type { ListingFilters } from '../../../contract/product-listing';
import type { SqlParams } from '../search/sql-params';
import { fragranceText } from './fragrance-texts';

export type FragranceFacetName = 'family' | 'note' | 'audience';

/** The fragrance finder's scope (search entries alias e): the catalog's fragrances. */
export const fragranceScopeCondition = 'EXISTS (SELECT 1 FROM product_fragrances pf WHERE pf.product_code = e.product_code)';

/**
 * The finder's filters on the search's base rows (alias b): any of the chosen families, all of the chosen notes
 * (choosing notes narrows), the one audience.
 */
export function fragranceFilterConditions(filters: ListingFilters, sql: SqlParams): Record<FragranceFacetName, string> {
  const families = filters.family ?? [];
  const notes = filters.note ?? [];
  return {
    family:
      families.length > 0
        ? `EXISTS (SELECT 1 FROM product_fragrance_families ff WHERE ff.product_code = b.code AND ff.family_code = ANY(${sql.add(families)}::text[]))`
        : 'true',
    note:
      notes.length > 0
        ? `(SELECT count(*) FROM product_fragrance_notes fn WHERE fn.product_code = b.code AND fn.note_code = ANY(${sql.add(notes)}::text[])) = ${sql.add(notes.length)}`
        : 'true',
    audience: filters.audience
      ? `EXISTS (SELECT 1 FROM product_fragrances fa WHERE fa.product_code = b.code AND fa.audience = ${sql.add(filters.audience)})`
      : 'true',
  };
}

/**
 * A finder facet's rows (facet, value, text, count) over the base rows matching `where`. The search counts a facet
 * with every filter but its own; notes, which narrow, are counted with their own too, so a note's count is what
 * adding it gives.
 */
export function fragranceFacetQuery(facet: FragranceFacetName, where: string, culture: Culture, cultureParam: string, sql: SqlParams): string {
  switch (facet) {
    case 'family':
      return `SELECT 'family', ff.family_code, min(n.name), count(*)::int
              FROM base b JOIN product_fragrance_families ff ON ff.product_code = b.code
              JOIN fragrance_family_names n ON n.family_code = ff.family_code AND n.culture = ${cultureParam}
              WHERE ${where} GROUP BY ff.family_code`;
    case 'note':
      return `SELECT 'note', fn.note_code, min(n.name), count(*)::int
              FROM base b JOIN product_fragrance_notes fn ON fn.product_code = b.code
              JOIN fragrance_note_names n ON n.note_code = fn.note_code AND n.culture = ${cultureParam}
              WHERE ${where} GROUP BY fn.note_code`;
    case 'audience': {
      const text = (audience: 'women' | 'men' | 'unisex') => sql.add(fragranceText(culture, audience));
      return `SELECT 'audience', fa.audience,
                     min(CASE fa.audience WHEN 'women' THEN ${text('women')}::text WHEN 'men' THEN ${text('men')}::text ELSE ${text('unisex')}::text END),
                     count(*)::int
              FROM base b JOIN product_fragrances fa ON fa.product_code = b.code
              WHERE ${where} AND fa.audience IS NOT NULL GROUP BY fa.audience`;
    }
  }
}
