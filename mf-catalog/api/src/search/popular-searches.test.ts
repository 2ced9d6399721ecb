import pino from 'pino';
import request from 'supertest';
import type { TopSearchesResult } from '../../../contract/search';
import type { Identity } from '@storefront/platform/server';
import { popularPhraseRefresher } from '../quick-search/search-terms';
import { givenSearches } from '../testing/given-searches';
import { describeOnEachBackend, identityHeaders, testIdentitySecret } from '../testing/test-app';
import { popularSearchRules, searcherOf, searchPhraseOf } from './popular-searches';

test('a phrase is kept trimmed, with its spaces and control characters collapsed, in lower case, at most 100 characters', () => {
  expect(searchPhraseOf('  Volume \t MASCARA\n')).toBe('volume mascara');
  expect(searchPhraseOf('rose\u0007\u200bparfym\u202e')).toBe('rose parfym');
  expect(searchPhraseOf(' \t ')).toBe('');
  const long = searchPhraseOf(`${'a'.repeat(99)}😀 tail`);
  expect(Array.from(long)).toHaveLength(popularSearchRules.maxPhraseLength);
  expect(long.endsWith('😀')).toBe(true);
});

test('a searcher is a keyed hash of the visitor id, else of the address; nobody without either', () => {
  const searcher = searcherOf(testIdentitySecret);
  const identity = (overrides: Partial<Identity>): Identity => ({ userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: 0, ...overrides });
  const visitor = searcher(identity({ visitorId: 'v-1', clientAddress: '192.0.2.1' }))!;
  expect(visitor).toEqual(searcher(identity({ visitorId: 'v-1', clientAddress: '192.0.2.1' })));
  expect(JSON.stringify(visitor)).not.toMatch(/v-1|192\.0\.2\.1/);
  expect(searcher(identity({ visitorId: 'v-1', clientAddress: '192.0.2.2' }))!.searcher).toBe(visitor.searcher);
  expect(searcher(identity({ clientAddress: '192.0.2.1' }))).toEqual({ searcher: visitor.address, address: visitor.address });
  expect(searcher(identity({}))).toBeNull();
  expect(searcherOf('another store’s secret, as long as ours')(identity({ visitorId: 'v-1' }))!.searcher).not.toBe(visitor.searcher);
});

describeOnEachBackend('popular searches', (testApp) => {
  const visitor = (id: string, address: string) => identityHeaders({ visitorId: `visitor-${id}`, clientAddress: address });
  const search = async (identity: Record<string, string>, query: string) => {
    const response = await request(testApp().app).get(`/page/search?${query}`).set(identity);
    expect(response.status).toBe(200);
  };
  const searchAs = (identity: Record<string, string>, q: string) => search(identity, new URLSearchParams({ q }).toString());
  const topSearches = async () => ((await request(testApp().app).get('/api/search/top-searches').set(identityHeaders())).body as TopSearchesResult).searches.map((entry) => entry.text);
  const rowsOf = (phrase: string) =>
    testApp().db.query<{ searcher: string; address: string | null; result_count: number }>(
      'SELECT searcher, address, result_count FROM phrase_searchers WHERE phrase = $1 ORDER BY searcher',
      [phrase],
    );

  test('one visitor searching again and again, or a script that drops its cookie on every search, never makes a top search', async () => {
    for (let time = 0; time < 10; time++) await searchAs(visitor('1', '198.51.100.1'), 'volume mascara');
    expect(await rowsOf('volume mascara')).toEqual([{ searcher: expect.any(String), address: expect.any(String), result_count: expect.any(Number) }]);
    for (let id = 100; id < 110; id++) await searchAs(visitor(`cookieless-${id}`, '203.0.113.7'), 'parfym amber');
    expect(await rowsOf('parfym amber')).toHaveLength(10);
    expect(await topSearches()).toEqual([]);
  });

  test('five visitors from three addresses who found something make a top search, kept normalised', async () => {
    // The first test's visitor, and three more from the same address: four visitors, one address.
    for (const [index, q] of ['  Volume   MASCARA ', 'Volume\tmascara', 'VOLUME MASCARA'].entries()) await searchAs(visitor(`${index + 2}`, '198.51.100.1'), q);
    expect(await topSearches()).toEqual([]);
    await searchAs(visitor('5', '198.51.100.2'), 'volume  mascara');
    // Five visitors, two addresses.
    expect(await topSearches()).toEqual([]);
    await searchAs(visitor('6', '198.51.100.3'), 'Volume mascara');
    expect(await topSearches()).toEqual(['volume mascara']);
    const rows = await rowsOf('volume mascara');
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.result_count > 2)).toBe(true);
    expect(new Set(rows.map((row) => row.address)).size).toBe(3);
    expect(JSON.stringify(rows)).not.toMatch(/visitor-|198\.51\.100/);
  });

  test('a text that finds nothing never shows, however many search it', async () => {
    for (let id = 20; id < 27; id++) await searchAs(visitor(`${id}`, `198.51.100.${id}`), 'qxzvw jjkqp');
    const rows = await rowsOf('qxzvw jjkqp');
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.result_count === 0)).toBe(true);
    expect(await topSearches()).not.toContain('qxzvw jjkqp');
  });

  test('a phrase whose last search found nothing leaves the top searches', async () => {
    const { db } = testApp();
    await givenSearches(db, { culture: 'sv-SE', phrase: 'discontinued glow', searchers: 6, daysAgo: 1 });
    expect(await topSearches()).toContain('discontinued glow');
    await givenSearches(db, { culture: 'sv-SE', phrase: 'discontinued glow', searchers: 1, found: 0 });
    expect(await topSearches()).not.toContain('discontinued glow');
  });

  test('a filtered search, a later page and a caller who is neither visitor nor address record nothing', async () => {
    const before = (await testApp().db.query<{ n: number }>('SELECT count(*)::int AS n FROM phrase_searchers'))[0]!.n;
    await search(visitor('30', '198.51.100.30'), 'q=cream&inStock=1');
    await search(visitor('30', '198.51.100.30'), 'q=cream&page=2');
    await searchAs(identityHeaders(), 'cream');
    expect((await testApp().db.query<{ n: number }>('SELECT count(*)::int AS n FROM phrase_searchers'))[0]!.n).toBe(before);
  });

  test('a long text is kept at 100 characters', async () => {
    const words = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    await searchAs(visitor('40', '198.51.100.40'), words);
    const [row] = await testApp().db.query<{ phrase: string }>("SELECT phrase FROM phrase_searchers WHERE phrase LIKE 'word0 word1 %'");
    expect(row!.phrase).toBe(words.slice(0, 100).trimEnd());
  });

  test('searches older than a week count for nothing, and are forgotten when popular phrases are next rewritten', async () => {
    const { db } = testApp();
    await givenSearches(db, { culture: 'sv-SE', phrase: 'last season', searchers: 8, daysAgo: popularSearchRules.windowDays + 1 });
    expect(await rowsOf('last season')).toHaveLength(8);
    expect(await topSearches()).not.toContain('last season');
    await popularPhraseRefresher(db, () => 0, pino({ level: 'silent' }))();
    expect(await rowsOf('last season')).toEqual([]);
    expect(await topSearches()).toContain('volume mascara');
  });
});
