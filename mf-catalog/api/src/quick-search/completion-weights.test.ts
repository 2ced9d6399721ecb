import { refreshSearchSummariesInSteps } from '../search/refresh-search-data';
import { describeOnEachBackend } from '../testing/test-app';
import { completionWeights, completionWeightsInSteps } from './completion-weights';
import { refreshBrandAndCategoryTerms } from './search-terms';

describeOnEachBackend('the brand and category completions weighed', (testApp) => {
  const db = () => testApp().db;

  test('a chunk of products a step reads the same weights as one statement, and as the products hold', async () => {
    const [held] = await db().query<{ brands: Record<string, number>; categories: Record<string, number>; products: number }>(
      `SELECT (SELECT json_object_agg(brand_code, popularity) FROM (SELECT brand_code, sum(greatest(popularity, 0))::float8 AS popularity FROM products GROUP BY brand_code) b) AS brands,
              (SELECT json_object_agg(category_code, products) FROM (SELECT category_code, count(*)::int AS products FROM products GROUP BY category_code) c) AS categories,
              (SELECT count(*)::int FROM products) AS products`,
    );
    const whole = await completionWeights(db());
    expect(whole).toEqual({ brands: held!.brands, categories: held!.categories });

    let steps = 0;
    const chunked = await completionWeightsInSteps(db(), async (work) => {
      steps++;
      await work();
      return 0;
    }, 7);
    expect(chunked).toEqual(whole);
    // Every chunk of 7, the last one short (or empty).
    expect(steps).toBe(Math.floor(held!.products / 7) + 1);
  });

  test('completions rewritten in steps at the end of an import are those a seed writes', async () => {
    const completions = () =>
      db().query(`SELECT culture, kind, term, text, url, weight FROM search_terms WHERE kind IN ('brand', 'category') ORDER BY culture, kind, term`);
    await db().transaction((tx) => refreshBrandAndCategoryTerms(tx));
    const seeded = await completions();
    expect(seeded.length).toBeGreaterThan(100);

    // Stale completions: a brand gone from the shop, a category weighed wrongly.
    await db().query(`INSERT INTO search_terms (culture, kind, term, text, url, weight) VALUES ('sv-SE', 'brand', 'qx gone', 'Qx Gone', '/brands/qx-gone', 9)`);
    await db().query(`UPDATE search_terms SET weight = 0 WHERE kind = 'category'`);
    await refreshSearchSummariesInSteps(db(), async (work) => {
      await work();
      return 0;
    });
    expect(await completions()).toEqual(seeded);
  });
});
