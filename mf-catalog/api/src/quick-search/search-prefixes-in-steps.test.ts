import { describeOnEachBackend } from '../testing/test-app';
import { letterRuns, refreshSearchPrefixesInSteps } from './search-prefixes-in-steps';

test('letters are grouped in order into runs of at most the limit; a letter over it is a run of its own', () => {
  const letters = [
    { letter: 'a', words: 30 },
    { letter: 'b', words: 50 },
    { letter: 'c', words: 120 },
    { letter: 'd', words: 10 },
    { letter: 'e', words: 90 },
  ];
  expect(letterRuns(letters, 100)).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  expect(letterRuns([], 100)).toEqual([]);
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
      let steps = 0;
      await refreshSearchPrefixesInSteps(db(), async (work) => {
        steps++;
        await work();
      }, { products: 50, words: 500 });
      expect(await lists()).toEqual(whole);
      expect(steps).toBeGreaterThan(10);
      expect(await db().query('SELECT count(*)::int AS n FROM search_prefix_words')).toEqual([{ n: 0 }]);
    } finally {
      await db().query('UPDATE search_entries SET title = $2, names = $3::tsvector WHERE product_code = $1', [renamed!.product_code, renamed!.title, renamed!.names]);
      await db().query('SELECT refresh_search_prefixes()');
    }
  });
});
