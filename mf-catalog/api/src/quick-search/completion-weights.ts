import type { Queryable } from '@storefront/platform/server';
import type { ImportStep } from '../import/import-step';

/**
 * What the brand and category completions weigh: per brand code the summed popularity of its products, per category
 * code the products filed in that category itself (search-terms.ts adds its sub-categories'). Read once from the
 * products and shared by every culture's completions.
 */
export interface CompletionWeights {
  brands: Record<string, number>;
  categories: Record<string, number>;
}

/** A row of a chunk's sums, by `grouping_set`: per brand (1), per category (2), or the whole chunk's (3: its count and last code). */
interface WeightRow {
  grouping_set: 1 | 2 | 3;
  code: string;
  popularity: number;
  products: number;
  last: string | null;
}

/**
 * Adds to `weights` the products after code `after` in code order, at most `limit` of them (all with null), and
 * resolves with how many it read and the last one's code (the database's last, in its own collation): one index
 * range of the products, summed per brand and per category in one pass.
 */
async function addProductsAfter(db: Queryable, weights: CompletionWeights, after: string, limit: number | null): Promise<{ read: number; last: string }> {
  const rows = await db.query<WeightRow>(
    `SELECT grouping(brand_code, category_code) AS grouping_set, coalesce(brand_code, category_code) AS code,
            sum(greatest(popularity, 0))::float8 AS popularity, count(*)::int AS products, max(code) AS last
     FROM (SELECT code, brand_code, category_code, popularity FROM products WHERE code > $1 ORDER BY code LIMIT $2) chunk
     GROUP BY GROUPING SETS ((brand_code), (category_code), ())`,
    [after, limit],
  );
  let chunk = { read: 0, last: after };
  for (const row of rows) {
    if (row.grouping_set === 1) weights.brands[row.code] = (weights.brands[row.code] ?? 0) + row.popularity;
    else if (row.grouping_set === 2) weights.categories[row.code] = (weights.categories[row.code] ?? 0) + row.products;
    else chunk = { read: row.products, last: row.last ?? after };
  }
  return chunk;
}

const noWeights = (): CompletionWeights => ({ brands: {}, categories: {} });

/** The weights of all products, in one statement (a seed's transaction). */
export async function completionWeights(db: Queryable): Promise<CompletionWeights> {
  const weights = noWeights();
  await addProductsAfter(db, weights, '', null);
  return weights;
}

/**
 * The same for a store that is serving, `chunk` products a `step`. At ten times the Sephora feed (86,140 products) one
 * statement over all of them took 120-150 ms of the catalog server's one thread. At the end of an import the products'
 * pages are not all in memory: 10,000 a step took up to 157 ms there (20 ms once read); 5,000 a step, 10-14 ms once read.
 */
export async function completionWeightsInSteps(db: Queryable, step: ImportStep, chunk = 5_000): Promise<CompletionWeights> {
  const weights = noWeights();
  let read = { read: 0, last: '' };
  do {
    const after = read.last;
    await step(async () => {
      read = await addProductsAfter(db, weights, after, chunk);
    });
  } while (read.read === chunk);
  return weights;
}
