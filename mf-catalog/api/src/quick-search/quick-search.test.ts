import request from 'supertest';
import type { AutocompleteResult, SearchSuggestionsResult, TopSearchesResult } from '../../../contract/search';
import { givenSearches } from '../testing/given-searches';
import { describeOnEachBackend, identityHeaders, testIdentitySecret } from '../testing/test-app';
import { searchTextCipher, type Database } from '@storefront/platform/server';
import pino from 'pino';
import { popularPhraseRefresher } from './search-terms';

describeOnEachBackend('quick search', (testApp) => {
  const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);
  const cipher = searchTextCipher(testIdentitySecret);

  // First: popular phrases become completions at most once a minute, from the first quick search request on.
  test('popular searches are those many visitors searched in the last week and found something with, in their language', async () => {
    const { db } = testApp();
    await givenSearches(db, { culture: 'sv-SE', phrase: 'rose parfym', searchers: 7 });
    await givenSearches(db, { culture: 'sv-SE', phrase: 'rouge', searchers: 5 });
    await givenSearches(db, { culture: 'sv-SE', phrase: 'nothing found', searchers: 6, found: 0 });
    await givenSearches(db, { culture: 'sv-SE', phrase: 'long ago', searchers: 6, daysAgo: 8 });
    await givenSearches(db, { culture: 'sv-SE', phrase: 'rosewater', searchers: 4 });
    await givenSearches(db, { culture: 'de-DE', phrase: 'lippenstift', searchers: 9 });
    const top = (await get('/api/search/top-searches')).body as TopSearchesResult;
    const texts = top.searches.map((search) => search.text);
    // Not 'nothing found' (found nothing), 'long ago' (8 days ago), 'rosewater' (4 visitors) or 'lippenstift' (German).
    expect(texts).toEqual(['rose parfym', 'rouge']);
    const empty = (await get('/searchsuggestions?q=')).body as SearchSuggestionsResult;
    expect(empty.suggestions.map((suggestion) => suggestion.text)).toEqual(texts);
    const ro = (await get('/api/search/suggestions?q=ro')).body as SearchSuggestionsResult;
    expect(ro.suggestions.slice(0, 2).map((suggestion) => suggestion.text)).toEqual(['rose parfym', 'rouge']);
    expect(ro.suggestions.map((suggestion) => suggestion.text)).not.toContain('rosewater');
    expect(ro.suggestions.every((suggestion) => suggestion.kind === 'phrase' || suggestion.kind === 'brand')).toBe(true);
  });

  test('autocomplete completes categories in the shopper language, and shows products', async () => {
    const response = await get('/search/autocomplete?q=masc');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const body = response.body as AutocompleteResult;
    expect(body.completions[0]).toMatchObject({ kind: 'category', text: 'Mascara', url: '/c/makeup/eyes/mascara' });
    expect(cipher.decrypt(body.completions[0]!.encryptedText)).toBe('Mascara');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((product) => /mascara/i.test(product.name))).toBe(true);
    expect(body.totalCount).toBeGreaterThanOrEqual(body.products.length);
    expect(body.searchUrl).toBe('/search?q=masc');
    const german = (await get('/search/autocomplete?q=lipp', identityHeaders({ market: 'DE', culture: 'de-DE' }))).body as AutocompleteResult;
    expect(german.completions.map((completion) => completion.text)).toContain('Lippenstift');
  });

  test('brands complete by the start of any word, and a misspelt brand still finds it', async () => {
    const [brand] = await testApp().db.query<{ name: string }>("SELECT name FROM brands WHERE name LIKE '% %' ORDER BY name LIMIT 1");
    const secondWord = brand!.name.split(' ')[1]!.slice(0, 4).toLowerCase();
    const byWord = (await get(`/search/autocomplete?q=${encodeURIComponent(secondWord)}`)).body as AutocompleteResult;
    expect(byWord.completions.map((completion) => completion.text)).toContain(brand!.name);
    const misspelt = `${brand!.name.slice(0, 3)}x${brand!.name.slice(3, 8)}`.toLowerCase();
    const fuzzy = (await get(`/search/autocomplete?q=${encodeURIComponent(misspelt)}`)).body as AutocompleteResult;
    expect(fuzzy.completions.map((completion) => completion.text)).toContain(brand!.name);
  });

  test('the products: by the start of a brand, product or category name (in any language) and by code, not by the start of a description word', async () => {
    const autocomplete = async (q: string, identity = identityHeaders()) => (await get(`/search/autocomplete?q=${encodeURIComponent(q)}`, identity)).body as AutocompleteResult;
    const [product] = await testApp().db.query<{ name: string; brand: string; variant: string }>(
      `SELECT p.name, b.name AS brand, v.code AS variant FROM products p JOIN brands b ON b.code = p.brand_code
       JOIN variants v ON v.product_code = p.code AND v.sort_order = 0 ORDER BY p.popularity DESC LIMIT 1`,
    );
    const word = product!.name.split(' ')[0]!.toLowerCase();
    const byBrand = await autocomplete(product!.brand.slice(0, 4));
    expect(byBrand.products.some((card) => card.brandName === product!.brand)).toBe(true);
    const byWord = await autocomplete(`${product!.brand} ${word.slice(0, 3)}`);
    expect(byWord.products.some((card) => card.name === product!.name)).toBe(true);
    const byCode = await autocomplete(product!.variant);
    expect(byCode.products[0]!.name).toBe(product!.name);
    const swedish = await autocomplete('läpps');
    expect(swedish.products.length).toBeGreaterThan(0);
    expect(swedish.products.every((card) => /lip/i.test(card.name))).toBe(true);
    // 'envelo' starts a word of fragrance descriptions only: typed, it completes nothing; as a whole word it finds them.
    expect((await autocomplete('envelo')).totalCount).toBe(0);
    expect((await autocomplete('enveloping ')).totalCount).toBeGreaterThan(0);
  });

  test('popular phrases are rewritten at most once a minute; only the first rewrite is waited for', async () => {
    const { db } = testApp();
    let clock = 0;
    let release: (() => void) | null = null;
    // Holds a rewrite's transaction until released, to see who waits for it.
    const held: Database = {
      ...db,
      transaction: async (work) => {
        if (release === null) return db.transaction(work);
        await new Promise<void>((resolve) => (release = resolve));
        return db.transaction(work);
      },
    };
    const phrases = async () =>
      (await db.query<{ term: string }>("SELECT term FROM search_terms WHERE kind = 'phrase' AND culture = 'nl-NL' ORDER BY term")).map((row) => row.term);
    await givenSearches(db, { culture: 'nl-NL', phrase: 'oogschaduw', searchers: 5 });
    const refresh = popularPhraseRefresher(held, () => clock, pino({ level: 'silent' }));
    await refresh();
    expect(await phrases()).toEqual(['oogschaduw']);
    await givenSearches(db, { culture: 'nl-NL', phrase: 'nagellak', searchers: 5 });
    clock = 30_000;
    await refresh();
    expect(await phrases()).toEqual(['oogschaduw']);
    clock = 61_000;
    release = () => undefined;
    await refresh();
    // The request went on while the rewrite waits; the phrases it answers with are the last rewrite's.
    expect(await phrases()).toEqual(['oogschaduw']);
    const finish = release as () => void;
    release = null;
    finish();
    for (let attempt = 0; attempt < 50 && (await phrases()).length < 2; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await phrases()).toEqual(['nagellak', 'oogschaduw']);
  });

  test('encryptsearchtext encrypts; a tampered text does not decrypt', async () => {
    const response = await get('/encryptsearchtext?searchPhrase=red%20lipstick');
    expect(response.status).toBe(200);
    expect(cipher.decrypt(response.body.encryptedText)).toBe('red lipstick');
    // One bit of the text flipped. (Writing 'AA' over the last two characters left it as it was whenever its last
    // byte was 0: one run in 256 failed.)
    const bytes = Buffer.from(response.body.encryptedText, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    const tampered = bytes.toString('base64url');
    expect(tampered).not.toBe(response.body.encryptedText);
    expect(cipher.decrypt(tampered)).toBeNull();
    expect(searchTextCipher('another secret').decrypt(response.body.encryptedText)).toBeNull();
  });

  test('bad input is a 400', async () => {
    expect((await get(`/search/autocomplete?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await get('/encryptsearchtext')).status).toBe(400);
    expect((await get('/encryptsearchtext?searchPhrase=%20')).status).toBe(400);
    for (const url of ['/search/autocomplete?q=mas%00', '/searchsuggestions?q=%00', '/api/search/suggestions?q=ro%00', '/encryptsearchtext?searchPhrase=red%00']) {
      const response = await get(url);
      expect([url, response.status, response.body.error?.code]).toEqual([url, 400, 'bad_request']);
    }
  });
});
