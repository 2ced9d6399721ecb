import request from 'supertest';
import type { AutocompleteResult } from '../../../contract/search';
import type { Shopper } from '../catalog/shopper';
import { searchWordsOf } from '../search/search-phrase-words';
import { describeOnEachBackend, identityHeaders, testToday } from '../testing/test-app';
import { listedPerKey, quickSearchProducts } from './quick-search-products';

const web: Shopper = { market: 'SE', culture: 'sv-SE', currency: 'SEK', isMember: false };
const storeDevice: Shopper = { ...web, isStoreDevice: true };
const limits = { products: 6, countedUpTo: 1000 };

// The quick search's product hits on the demo catalog: the lists per name word and word start, the count that stops,
// and what the lists must never change: which products match, and who may see them.
describeOnEachBackend('quick search products', (testApp) => {
  const db = () => testApp().db;
  const quick = async (q: string, shopper = web, countedUpTo = limits.countedUpTo) => {
    const hits = await quickSearchProducts(db(), q, shopper, testToday, { ...limits, countedUpTo });
    return { ...hits, codes: hits.products.map((card) => card.productCode) };
  };
  /** The most popular products seen by web shoppers with a brand or product name word that is (or starts with) the word. */
  const mostPopularNamed = async (word: string, isStart: boolean, count = limits.products) =>
    (
      await db().query<{ product_code: string }>(
        `SELECT product_code FROM search_entries
         WHERE prices ? 'SEK' AND NOT show_in_pos_only AND title ~ ('(^|[^[:alnum:]])' || $1 || $2)
         ORDER BY popularity DESC, product_code LIMIT $3`,
        [word, isStart ? '' : '($|[^[:alnum:]])', count],
      )
    ).map((row) => row.product_code);
  /** Word starts whose list is full: more products are named so than listed. */
  const fullListedStarts = async () =>
    (await db().query<{ key: string }>(`SELECT key FROM search_prefixes WHERE NOT is_word AND length(key) = 3 AND position = $1 ORDER BY key`, [listedPerKey])).map(
      (row) => row.key,
    );
  const searchPageCount = async (q: string) =>
    ((await request(testApp().app).get(`/api/search/products?q=${encodeURIComponent(q)}`).set(identityHeaders())).body as { totalCount: number }).totalCount;

  test("each name word's and word start's list holds its most popular products, rebuilt with the search data", async () => {
    const keys = await db().query<{ key: string; is_word: boolean }>(
      // Keys of letters and digits only: the titles' own words are found by a regular expression, which cannot tell
      // where the parser splits '-15' or '1.7'.
      `SELECT DISTINCT key, is_word FROM search_prefixes WHERE length(key) >= 2 AND key ~ '^[[:alnum:]]+$' ORDER BY key, is_word`,
    );
    expect(keys.length).toBeGreaterThan(500);
    // Every 97th key: a few dozen lists of every length, each against the titles themselves.
    for (const { key, is_word: isWord } of keys.filter((_, index) => index % 97 === 0)) {
      const listed = await db().query<{ product_code: string }>(
        'SELECT product_code FROM search_prefixes WHERE key = $1 AND is_word = $2 ORDER BY position',
        [key, isWord],
      );
      const named = await db().query<{ product_code: string }>(
        `SELECT product_code FROM search_entries WHERE title ~ ('(^|[^[:alnum:]])' || $1 || $2) ORDER BY popularity DESC, product_code LIMIT $3`,
        [key, isWord ? '($|[^[:alnum:]])' : '', listedPerKey],
      );
      expect({ key, isWord, listed: listed.map((row) => row.product_code) }).toEqual({ key, isWord, listed: named.map((row) => row.product_code) });
    }
  });

  test('a typed word: the most popular products named with a word starting with it, counted as the search page counts', async () => {
    const starts = await fullListedStarts();
    expect(starts.length).toBeGreaterThan(10);
    for (const start of starts.slice(0, 8)) {
      const hits = await quick(start);
      expect({ start, codes: hits.codes }).toEqual({ start, codes: await mostPopularNamed(start, true) });
      expect({ start, count: hits.totalCount, isLowerBound: hits.totalCountIsLowerBound }).toEqual({ start, count: await searchPageCount(start), isLowerBound: false });
    }
  });

  test('a whole word (typed with a space after it) only finds the word itself', async () => {
    // A word that starts a longer word among the most popular products named with its start: 'bar' in 'barber'.
    const [word] = await db().query<{ key: string }>(
      `SELECT w.key FROM search_prefixes w
       WHERE w.is_word AND w.position = 6 AND length(w.key) >= 3
         AND EXISTS (SELECT 1 FROM search_prefixes s JOIN search_entries e ON e.product_code = s.product_code
                     WHERE NOT s.is_word AND s.key = w.key AND s.position <= 3 AND e.title !~ ('(^|[^[:alnum:]])' || w.key || '($|[^[:alnum:]])'))
       ORDER BY w.key LIMIT 1`,
    );
    const whole = await quick(`${word!.key} `);
    expect(whole.codes).toEqual(await mostPopularNamed(word!.key, false));
    expect((await quick(word!.key)).codes).toEqual(await mostPopularNamed(word!.key, true));
    expect((await quick(word!.key)).codes).not.toEqual(whole.codes);
  });

  test('the count stops after countedUpTo and says it did; below it, it is exact', async () => {
    const [start] = await fullListedStarts();
    const exact = await searchPageCount(start!);
    expect(exact).toBeGreaterThan(listedPerKey);
    expect(await quick(start!, web, exact)).toMatchObject({ totalCount: exact, totalCountIsLowerBound: false });
    expect(await quick(start!, web, exact - 1)).toMatchObject({ totalCount: exact - 1, totalCountIsLowerBound: true });
    expect(await quick(start!, web, 5)).toMatchObject({ totalCount: 5, totalCountIsLowerBound: true });
    // Two words rank every match: the same cap.
    const [brand] = await db().query<{ brand_name: string }>(
      `SELECT brand_name FROM search_entries GROUP BY brand_name HAVING count(*) > 8 ORDER BY count(*) DESC, brand_name LIMIT 1`,
    );
    expect(await quick(`${brand!.brand_name} `, web, 5)).toMatchObject({ totalCount: 5, totalCountIsLowerBound: true });
    const body = (await request(testApp().app).get(`/search/autocomplete?q=${start}`).set(identityHeaders())).body as AutocompleteResult;
    expect(body).toMatchObject({ totalCount: exact, totalCountIsLowerBound: false });
  });

  test('products sold in stores only are never shown to web shoppers, even when a list names them', async () => {
    const [start] = await fullListedStarts();
    const first = await mostPopularNamed(start!, true, listedPerKey);
    // The seven most popular of a full list: five are left to show, so the quick search ranks every match instead.
    const storeOnly = first.slice(0, 7);
    await db().query('UPDATE search_entries SET show_in_pos_only = true WHERE product_code = ANY($1::text[])', [storeOnly]);
    try {
      const hits = await quick(start!);
      expect(hits.codes.filter((code) => storeOnly.includes(code))).toEqual([]);
      expect(hits.codes).toEqual(await mostPopularNamed(start!, true));
      expect((await quick(start!, storeDevice)).codes).toEqual(first.slice(0, 6));
      // One of a full list only: the list still answers, without it.
      await db().query('UPDATE search_entries SET show_in_pos_only = false WHERE product_code = ANY($1::text[])', [storeOnly.slice(1)]);
      expect((await quick(start!)).codes).toEqual(first.slice(1, 7));
    } finally {
      await db().query('UPDATE search_entries SET show_in_pos_only = false WHERE product_code = ANY($1::text[])', [storeOnly]);
    }
  });

  test("a word's one-word synonyms' lists are merged; a full list that lost products to the checks is not trusted", async () => {
    // 'sunscreen' is also 'spf', which names more products than its list holds.
    const alternatives = `(${searchWordsOf('sunscreen').words[0]!.filter((word) => !word.includes(' ')).join('|')})`;
    expect((await quick('sunscreen')).codes).toEqual(await mostPopularNamed(alternatives, true));
    const spf = await mostPopularNamed('spf', true, listedPerKey);
    expect(spf).toHaveLength(listedPerKey);
    // Seven of the 'spf' list are for stores only, and a product named 'sunscreen' alone, the least popular, is
    // listed: the five others and it make six, but products after the spf list's last come before it.
    const [other] = await db().query<{ product_code: string; title: string; names: string; popularity: number }>(
      `SELECT product_code, title, names::text, popularity FROM search_entries WHERE NOT show_in_pos_only AND title !~ 'sunscreen|spf' ORDER BY product_code LIMIT 1`,
    );
    await db().query('UPDATE search_entries SET show_in_pos_only = true WHERE product_code = ANY($1::text[])', [spf.slice(0, 7)]);
    await db().query(
      `UPDATE search_entries SET title = 'zz sunscreen', names = setweight(to_tsvector('simple', 'zz sunscreen'), 'A'), popularity = -1 WHERE product_code = $1`,
      [other!.product_code],
    );
    await db().query('SELECT refresh_search_prefixes()');
    try {
      const hits = await quick('sunscreen');
      expect(hits.codes).toEqual(await mostPopularNamed(alternatives, true));
      expect(hits.codes).not.toContain(other!.product_code);
    } finally {
      await db().query('UPDATE search_entries SET show_in_pos_only = false WHERE product_code = ANY($1::text[])', [spf.slice(0, 7)]);
      await db().query('UPDATE search_entries SET title = $2, names = $3::tsvector, popularity = $4 WHERE product_code = $1', [
        other!.product_code,
        other!.title,
        other!.names,
        other!.popularity,
      ]);
      await db().query('SELECT refresh_search_prefixes()');
    }
  });

  test('a product renamed since the lists were made is not shown for its old name', async () => {
    const [start] = await fullListedStarts();
    const [top] = await mostPopularNamed(start!, true);
    const [before] = await db().query<{ title: string; names: string }>('SELECT title, names::text FROM search_entries WHERE product_code = $1', [top]);
    await db().query(
      `UPDATE search_entries SET title = 'zz renamed', names = setweight(to_tsvector('simple', 'zz renamed'), 'A') WHERE product_code = $1`,
      [top],
    );
    try {
      const hits = await quick(start!);
      expect(hits.codes).not.toContain(top);
      expect(hits.codes).toEqual(await mostPopularNamed(start!, true));
    } finally {
      await db().query('UPDATE search_entries SET title = $2, names = $3::tsvector WHERE product_code = $1', [top, before!.title, before!.names]);
    }
  });

  test('two words or more: names starting with them first, then names with every word, then the other matches', async () => {
    // A product name's first two words, where a more popular product has both words but not at its name's start.
    const [product] = await db().query<{ phrase: string }>(
      `SELECT lower(split_part(p.name, ' ', 1) || ' ' || split_part(p.name, ' ', 2)) AS phrase FROM search_entries p
       WHERE NOT p.show_in_pos_only AND p.name ~ '^[A-Za-z]+ [A-Za-z]{4,} '
         AND EXISTS (SELECT 1 FROM search_entries o
                     WHERE NOT o.show_in_pos_only AND o.popularity > p.popularity
                       AND o.title ~ ('(^|[^[:alnum:]])' || lower(split_part(p.name, ' ', 1)) || '($|[^[:alnum:]])')
                       AND o.title ~ ('(^|[^[:alnum:]])' || lower(split_part(p.name, ' ', 2)))
                       AND lower(o.name) NOT LIKE lower(split_part(p.name, ' ', 1)) || '%'
                       AND o.title NOT LIKE lower(split_part(p.name, ' ', 1)) || '%')
       ORDER BY p.popularity DESC, p.product_code LIMIT 1`,
    );
    const typed = product!.phrase.slice(0, -1);
    const hits = await quick(typed);
    const [first, second] = typed.split(' ');
    const rank = (card: { brandName: string; name: string }) => {
      const title = `${card.brandName} ${card.name}`.toLowerCase();
      if (card.name.toLowerCase().startsWith(typed) || title.startsWith(typed)) return 3;
      return new RegExp(`(^|[^a-z0-9])${first}($|[^a-z0-9])`).test(title) && new RegExp(`(^|[^a-z0-9])${second}`).test(title) ? 2 : 1;
    };
    const ranks = hits.products.map(rank);
    expect(ranks[0]).toBe(3);
    expect(ranks).toContain(2);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(hits.totalCount).toBe(await searchPageCount(typed));
  });

  test('a synonym in the name counts as the word: a Swedish word finds the products named in English', async () => {
    const hits = await quick('parfym');
    expect(hits.products.length).toBeGreaterThan(0);
    expect(hits.products.every((card) => /parfum|perfume|fragrance|eau de/i.test(card.name))).toBe(true);
  });

  test('a misspelt word is corrected as on the search page; a code finds its product first', async () => {
    const misspelt = await quick('mascarra');
    expect(misspelt.products.length).toBeGreaterThan(0);
    expect(misspelt.products.every((card) => /mascara/i.test(card.name))).toBe(true);
    expect(misspelt.totalCount).toBe(await searchPageCount('mascarra'));
    const [variant] = await db().query<{ code: string; product_code: string }>(
      `SELECT v.code, v.product_code FROM variants v JOIN search_entries e ON e.product_code = v.product_code
       WHERE NOT e.show_in_pos_only ORDER BY v.code LIMIT 1`,
    );
    expect((await quick(variant!.code)).codes[0]).toBe(variant!.product_code);
    expect(await quick('qqqqxz')).toMatchObject({ products: [], totalCount: 0, totalCountIsLowerBound: false });
  });
});
