import type { Logger } from 'pino';
import { cultures, type Culture } from '@storefront/platform';
import type { SearchCompletion } from '../../../contract/search';
import type { Database, Queryable } from '@storefront/platform/server';
import { forgetOldSearches, popularSearchesSql } from '../search/popular-searches';
import { codesScope } from '../db/codes-scope';
import { completionWeights, type CompletionWeights } from './completion-weights';

/**
 * Fills search_terms, what the quick search completes typed text with, for products: brand + name, one row for all
 * cultures (culture '*'). Brands and categories are refreshBrandAndCategoryTerms's.
 */
export async function refreshSearchTerms(tx: Queryable, productCodes: string[] | 'all'): Promise<void> {
  const scope = codesScope('p.code', productCodes);
  await tx.query(
    `INSERT INTO search_terms (culture, kind, term, text, url, weight)
     SELECT DISTINCT ON (search_text(b.name || ' ' || p.name))
            '*', 'product', search_text(b.name || ' ' || p.name), b.name || ' ' || p.name,
            '/p/' || p.slug || '/' || v.code, ln(1 + greatest(p.popularity, 0))::real
     FROM products p
     JOIN brands b ON b.code = p.brand_code
     JOIN variants v ON v.product_code = p.code AND v.sort_order = 0
     WHERE ${scope.condition} AND NOT p.show_in_pos_only
     ORDER BY search_text(b.name || ' ' || p.name), p.popularity DESC
     ON CONFLICT (culture, kind, term) DO UPDATE SET text = EXCLUDED.text, url = EXCLUDED.url,
       weight = greatest(search_terms.weight, EXCLUDED.weight)`,
    scope.params,
  );
}

/**
 * Rewrites the brand and category completions whole (a few thousand rows, with product counts as weights): after a
 * seed, and once at the end of an import rather than per batch.
 */
export async function refreshBrandAndCategoryTerms(tx: Queryable): Promise<void> {
  const weights = await completionWeights(tx);
  await refreshBrandTerms(tx, cultures, weights);
  await refreshCategoryTerms(tx, cultures, weights);
}

/**
 * The brand completions of `only` these cultures, weighed by their products' popularity in `weights` (an import does
 * one culture per transaction: ShoppersFirst).
 */
export async function refreshBrandTerms(tx: Queryable, only: readonly Culture[], weights: CompletionWeights): Promise<void> {
  await tx.query(`DELETE FROM search_terms WHERE kind = 'brand' AND culture = ANY($1::text[])`, [only]);
  await tx.query(
    `INSERT INTO search_terms (culture, kind, term, text, url, weight)
     SELECT culture.name, 'brand', search_text(b.name), min(b.name), '/brands/' || min(b.slug), (2 + ln(1 + sum(sold.popularity::float8)))::real
     FROM jsonb_each_text($2::jsonb) AS sold (brand_code, popularity)
     JOIN brands b ON b.code = sold.brand_code
     CROSS JOIN unnest($1::text[]) AS culture (name)
     GROUP BY culture.name, search_text(b.name)
     ON CONFLICT DO NOTHING`,
    [only, JSON.stringify(weights.brands)],
  );
}

/** The category completions of `only` these cultures, weighed by the products in the category and below it (`weights`). */
export async function refreshCategoryTerms(tx: Queryable, only: readonly Culture[], weights: CompletionWeights): Promise<void> {
  await tx.query(`DELETE FROM search_terms WHERE kind = 'category' AND culture = ANY($1::text[])`, [only]);
  await tx.query(
    `INSERT INTO search_terms (culture, kind, term, text, url, weight)
     WITH leaves AS (SELECT key AS code, value::float8 AS products FROM jsonb_each_text($2::jsonb)),
     counted AS (
       SELECT c.code, sum(l.products) AS products
       FROM categories c JOIN leaves l ON l.code = c.code OR l.code LIKE c.code || '/%'
       GROUP BY c.code
     )
     SELECT cn.culture, 'category', search_text(cn.name), min(cn.name), '/c/' || min(cn.category_code),
            (1.5 + ln(1 + max(counted.products)))::real
     FROM category_names cn JOIN counted ON counted.code = cn.category_code
     WHERE cn.culture = ANY($1::text[])
     GROUP BY cn.culture, search_text(cn.name)
     ON CONFLICT DO NOTHING`,
    [only, JSON.stringify(weights.categories)],
  );
}

/** A completion of typed text as search_terms holds it; `url` is a brand's, category's or product's page. */
export interface TermRow {
  kind: SearchCompletion['kind'];
  text: string;
  url: string | null;
}

/**
 * The terms completing normalised `text` in the culture, of the given kinds, at most `limit`: those starting with the
 * text (or with a word starting with it); misspelt text falls back to similar terms.
 */
export async function completingTerms(db: Queryable, text: string, culture: string, limit: number, kinds: TermRow['kind'][]): Promise<TermRow[]> {
  const rows = await db.query<TermRow>(
    `SELECT kind, text, url FROM search_terms
     WHERE culture IN ($2, '*') AND kind = ANY($4::text[])
       AND (term LIKE $1 || '%' OR (length($1) >= 3 AND kind <> 'product' AND term LIKE '% ' || $1 || '%'))
     ORDER BY (term LIKE $1 || '%') DESC, CASE kind WHEN 'phrase' THEN 0 WHEN 'brand' THEN 1 WHEN 'category' THEN 2 ELSE 3 END,
              weight DESC, term
     LIMIT $3`,
    [text, culture, limit, kinds],
  );
  if (rows.length > 0 || text.length < 4) return rows;
  return db.query<TermRow>(
    `SELECT kind, text, url FROM search_terms
     WHERE culture IN ($2, '*') AND kind = ANY($4::text[]) AND kind <> 'product' AND term % $1
     ORDER BY similarity(term, $1) DESC, weight DESC LIMIT $3`,
    [text, culture, limit, kinds],
  );
}

/**
 * Popular searches (popularSearchesSql) become completions of kind 'phrase', and searches older than their window are
 * forgotten. Rewritten at most once a minute per process, from the quick search's own requests: completions a minute
 * old are fresh enough. Only the first request waits for it; later ones start it and answer with the phrases of the
 * last one (rewritten in one transaction, so never with none).
 */
export function popularPhraseRefresher(db: Database, now: () => number, logger: Logger, intervalMs = 60_000): () => Promise<void> {
  let next = 0;
  let first: Promise<void> | null = null;
  const refresh = () =>
    db.transaction(async (tx) => {
      await forgetOldSearches(tx);
      await tx.query(`DELETE FROM search_terms WHERE kind = 'phrase'`);
      // The term is the phrase as the quick search compares typed text; of phrases that compare alike, the most searched.
      await tx.query(
        `INSERT INTO search_terms (culture, kind, term, text, weight)
         SELECT culture, 'phrase', search_text(phrase), phrase, (3 + ln(searchers))::real
         FROM (${popularSearchesSql}) popular
         WHERE length(search_text(phrase)) BETWEEN 2 AND 100
         ORDER BY searchers DESC, phrase
         ON CONFLICT DO NOTHING`,
      );
    });
  return () => {
    if (now() < next) return first ?? Promise.resolve();
    next = now() + intervalMs;
    if (first) {
      refresh().catch((error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'popular search phrases not refreshed'));
      return Promise.resolve();
    }
    first = refresh().finally(() => {
      first = Promise.resolve();
    });
    return first;
  };
}
