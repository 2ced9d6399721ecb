import type { Culture } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { currencyFor, type MarketCode } from '@storefront/platform';
import type { Shopper } from '../catalog/shopper';
import { noFilters } from '../search/product-query';
import { searchProducts } from '../search/product-search';
import { relevanceCases, type RelevanceCase } from './relevance-cases';

export interface RelevanceOutcome {
  case: RelevanceCase;
  q: string;
  /** 1-based position of the first result meeting the expectation in the top 10, or null. */
  position: number | null;
  top3: string[];
}

const markets: Record<Culture, MarketCode> = {
  'sv-SE': 'SE', 'nb-NO': 'NO', 'fi-FI': 'FI', 'da-DK': 'DK', 'pl-PL': 'PL', 'de-DE': 'DE', 'nl-NL': 'NL', 'en-US': 'SE',
};

function shopperFor(culture: Culture): Shopper {
  const market = markets[culture];
  return { market, culture, currency: currencyFor(market), isMember: false };
}

/** Runs the relevance suite against a catalog holding the imported Sephora feed. */
export async function runRelevance(db: Queryable, today: string, cases: RelevanceCase[] = relevanceCases): Promise<RelevanceOutcome[]> {
  const imported = new Map(
    (await db.query<{ source_key: string; product_code: string }>("SELECT source_key, product_code FROM imported_products WHERE source = 'sephora'")).map(
      (row) => [row.product_code, row.source_key],
    ),
  );
  const outcomes: RelevanceOutcome[] = [];
  for (const entry of cases) {
    let q = entry.q;
    if (entry.codeOf) {
      const [variant] = await db.query<{ code: string }>(
        `SELECT v.code FROM variants v JOIN imported_products i ON i.product_code = v.product_code
         WHERE i.source = 'sephora' AND i.source_key = $1 ORDER BY v.sort_order LIMIT 1`,
        [entry.codeOf],
      );
      q = variant?.code ?? 'missing';
    }
    const listing = await searchProducts(
      db,
      { text: q, scope: { kind: 'all' }, filters: noFilters, sort: 'relevance', page: 1, pageSize: 10, facets: [] },
      shopperFor(entry.culture ?? 'en-US'),
      today,
    );
    const meets = (card: (typeof listing.products)[number]) =>
      (entry.expect.sourceKeys?.includes(imported.get(card.productCode) ?? '') ?? false) ||
      (entry.expect.brand !== undefined && card.brandName.toLowerCase() === entry.expect.brand.toLowerCase()) ||
      (entry.expect.nameMatches?.test(card.name) ?? false);
    const index = listing.products.findIndex(meets);
    outcomes.push({
      case: entry,
      q,
      position: index >= 0 ? index + 1 : null,
      top3: listing.products.slice(0, 3).map((card) => `${card.brandName} ${card.name}`),
    });
  }
  return outcomes;
}

/** The share of cases whose expected product is among the first three results. */
export const top3Share = (outcomes: RelevanceOutcome[]) => outcomes.filter((outcome) => outcome.position !== null && outcome.position <= 3).length / outcomes.length;
