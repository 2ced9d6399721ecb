import { describeOnEachBackend } from '../testing/test-app';
import { prefixRuns, refreshSearchPrefixesInSteps } from './search-prefixes-in-steps';

test('letters are grouped in order into runs of at most the limit', () => {
  const counts = [
    { start: 'ab', words: 10 },
    { start: 'ac', words: 20 },
    { start: 'ba', words: 50 },
    { start: 'da', words: 25 },
    { start: 'ea', words: 70 },
  ];
  expect(prefixRuns(counts, 100)).toEqual([
    { chars: 1, starts: ['a', 'b'] },
    { chars: 1, starts: ['d', 'e'] },
  ]);
  expect(prefixRuns([], 100)).toEqual([]);
});

test('a letter over the limit is split by its two-letter starts, the one-letter word going with them', () => {
  const counts = [
    { start: 'a', words: 5 },
    { start: 'ab', words: 30 },
    { start: 'ac', words: 80 },
    { start: 'ad', words: 150 },
    { start: 'ae', words: 10 },
    { start: 'ba', words: 40 },
    { start: 'éa', words: 20 },
    { start: 'é', words: 1 },
  ];
  expect(prefixRuns(counts, 100)).toEqual([
    { chars: 2, starts: ['a', 'ab'] },
    { chars: 2, starts: ['ac'] },
    { chars: 2, starts: ['ad'] },
    { chars: 2, starts: ['ae'] },
    { chars: 1, starts: ['b', 'é'] },
  ]);
});

// The stepwise rebuild the end of an import uses must give exactly what refresh_search_prefixes() gives.
describeOnEachBackend('the quick search lists rebuilt in steps', (testApp) => {
  const db = () => testApp().db;
  const lists = () => db().query('SELECT key, is_word, position, product_code, popularity FROM search_prefixes ORDER BY key, is_word, position');

  test('the same lists as refresh_search_prefixes(), in many short steps, with stale keys gone', async () => {
    const [renamed] = await db().query<{ product_code: string; title: string; names: string }>(
      'SELECT product_code, title, names::text FROM search_entries ORDER BY popularity DESC, product_code LIMIT 1',
    );
    try {
      // A change since the lists were made: the most popular product is renamed.
      await db().query(`UPDATE search_entries SET title = 'qx renamed', names = setweight(to_tsvector('simple', 'qx renamed'), 'A') WHERE product_code = $1`, [
        renamed!.product_code,
      ]);
      await db().query('SELECT refresh_search_prefixes()');
      const whole = await lists();
      expect(whole.length).toBeGreaterThan(1000);

      // Lists made stale: one word's list emptied, and a key of a letter no name begins with.
      await db().query(`DELETE FROM search_prefixes WHERE key = 'qx'`);
      await db().query(`INSERT INTO search_prefixes (key, is_word, position, product_code, popularity) VALUES ('ÿÿ', true, 1, $1, 1)`, [renamed!.product_code]);
      // Small steps: some letters have more words than one holds, and are split by their two-letter starts.
      const [largest] = await db().query<{ words: number }>(
        `SELECT count(*)::int AS words FROM search_entries e CROSS JOIN LATERAL unnest(tsvector_to_array(ts_filter(e.names, '{a}'))) AS w (word)
         GROUP BY left(w.word, 1) ORDER BY 1 DESC LIMIT 1`,
      );
      const words = 200;
      expect(largest!.words).toBeGreaterThan(2 * words);
      let steps = 0;
      await refreshSearchPrefixesInSteps(db(), async (work) => {
        steps++;
        await work();
        return 0;
      }, { products: 50, words });
      expect(await lists()).toEqual(whole);
      expect(steps).toBeGreaterThan(10);
      expect(await db().query('SELECT count(*)::int AS n FROM search_prefix_words')).toEqual([{ n: 0 }]);
    } finally {
      await db().query('UPDATE search_entries SET title = $2, names = $3::tsvector WHERE product_code = $1', [renamed!.product_code, renamed!.title, renamed!.names]);
      await db().query('SELECT refresh_search_prefixes()');
    }
  });
});
