import { noCheckout } from '../checkout/checkout-client';
import request from 'supertest';
import type { StartPageViewModel, VariantViewModel } from '@storefront/platform';
import type { CategoryViewModel } from '../../../contract/listing-pages';
import type { Queryable } from '@storefront/platform/server';
import { describeOnEachBackend, identityHeaders, testToday } from '../testing/test-app';
import type { Shopper } from '../catalog/shopper';
import { defaultPageCacheLimits, makeKeptPagesOld, PageCache } from './page-cache';
import type { PageContext } from './page-context';

describeOnEachBackend('pages kept in memory', (testApp) => {
  const get = (url: string, identity = identityHeaders()) => request(testApp().app).get(url).set(identity);

  async function memberPricedProduct(): Promise<{ url: string; code: string }> {
    const offers = (await get('/page/c/offers?pageSize=96')).body as CategoryViewModel;
    const card = offers.listing.products.find((candidate) => candidate.price.memberPrice)!;
    return { url: card.url, code: card.code };
  }

  /**
   * Runs `check` (which must leave things as it found them) within one `keptMs` window of the clock: a check that
   * crosses into the next window meets a page made again, and is run once more. Each run starts with the kept pages
   * old: the failed run kept, in the new window, a page made while its change (taken back without a version) was in.
   */
  async function withinOneKeptWindow(check: () => Promise<void>): Promise<void> {
    const windowNow = () => Math.floor(Date.now() / defaultPageCacheLimits.keptMs);
    for (let attempt = 1; ; attempt++) {
      await makeKeptPagesOld(testApp().db);
      const started = windowNow();
      try {
        await check();
        return;
      } catch (error) {
        if (windowNow() === started || attempt === 3) throw error;
      }
    }
  }

  /** A change with the triggers off (replica role): it takes no page data version, so a kept page does not see it. */
  const changeWithoutVersion = (sql: string, params: unknown[]) =>
    testApp().db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(sql, params);
    });

  const priceOf = async (url: string, identity = identityHeaders()) => ((await get(`/page${url}`, identity)).body as VariantViewModel).variant.price.current.amount;

  test('a kept page serves until a statement changes what it shows, then the change shows at once', async () => {
    const { url, code } = await memberPricedProduct();
    const before = await priceOf(url);
    // Without triggers (replica role) the change takes no version: the kept page still answers, which shows it is kept.
    const withoutVersion = (by: number) =>
      changeWithoutVersion(`UPDATE variant_prices SET amount = amount + $2 WHERE variant_code = $1 AND currency = 'SEK'`, [code, by]);
    await withinOneKeptWindow(async () => {
      await priceOf(url);
      await withoutVersion(100);
      try {
        expect(await priceOf(url)).toBe(before);
      } finally {
        await withoutVersion(-100);
      }
    });
    // Any change through the catalog's tables takes the next version.
    await testApp().db.query(`UPDATE variant_prices SET amount = amount + 200 WHERE variant_code = $1 AND currency = 'SEK'`, [code]);
    expect(await priceOf(url)).toBe(before + 200);
  });

  // A brand's name as the start page's brand strip and a category page's brand facet show it.
  const shownBrandNames: Record<string, (body: unknown) => string[]> = {
    '/': (body) =>
      (body as StartPageViewModel).blocks.flatMap((block) => (block.type === 'brand-strip' ? (block.links ?? []).map((link) => link.name) : [])),
    '/c/makeup': (body) => (body as CategoryViewModel).listing.facets.find((facet) => facet.name === 'brand')!.values.map((value) => value.text),
  };
  test.each(Object.keys(shownBrandNames))('%s is kept too, and a change to what it shows shows at once', async (path) => {
    const shown = async () => shownBrandNames[path]!((await get(`/page${path}`)).body);
    const [before] = await shown();
    expect(before).toEqual(expect.any(String));
    const renameWithoutVersion = (from: string, to: string) => changeWithoutVersion(`UPDATE brands SET name = $2 WHERE name = $1`, [from, to]);
    await withinOneKeptWindow(async () => {
      await shown();
      await renameWithoutVersion(before!, `${before} (kept)`);
      try {
        expect((await shown())[0]).toBe(before);
      } finally {
        await renameWithoutVersion(`${before} (kept)`, before!);
      }
    });
    await testApp().db.query(`UPDATE brands SET name = $2 WHERE name = $1`, [before, `${before} (new)`]);
    expect(await shown()).toContain(`${before} (new)`);
    await testApp().db.query(`UPDATE brands SET name = $2 WHERE name = $1`, [`${before} (new)`, before]);
  });

  test('each kind of shopper has its own kept page: a member is never served a visitor’s', async () => {
    const { url } = await memberPricedProduct();
    const visitor = (await get(`/page${url}`)).body as VariantViewModel;
    const member = (await get(`/page${url}`, identityHeaders({ userId: 'u-cache' }))).body as VariantViewModel;
    const finnish = (await get(`/page${url}`, identityHeaders({ market: 'FI', culture: 'fi-FI' }))).body as VariantViewModel;
    expect(visitor.variant.price.isMemberPrice).toBe(false);
    expect(member.variant.price.isMemberPrice).toBe(true);
    expect(finnish.variant.price.current.currency).toBe('EUR');
    const fallback = (await get(`/page${url}?_fallback=1`)).body as VariantViewModel;
    expect(fallback.fallback).toBeDefined();
    expect(((await get(`/page${url}`)).body as VariantViewModel).fallback).toBeUndefined();
  });

  test('checkout’s stock counts show on a kept page at once', async () => {
    const { url, code } = await memberPricedProduct();
    expect(((await get(`/page${url}`)).body as VariantViewModel).variant.stockStatus.isBuyable).toBe(true);
    await testApp().db.query(`UPDATE variant_stock SET online_quantity = 0 WHERE variant_code = $1`, [code]);
    expect(((await get(`/page${url}`)).body as VariantViewModel).variant.stockStatus.isBuyable).toBe(false);
  });

  test('every table a page can read takes a version on change; only the searches shoppers make do not', async () => {
    const untracked = await testApp().db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c
        WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = c.relname || '_page_data_version')
        ORDER BY c.relname`,
    );
    expect(untracked.map((row) => row.name)).toEqual(['migrations', 'phrase_searchers']);
  });
}, {}, 'http');

describe('the key a page is kept under', () => {
  const db: Queryable = { query: async () => [{ version: '7' }] as never, exec: async () => undefined };
  const shopper: Shopper = { market: 'SE', culture: 'sv-SE', currency: 'SEK', isMember: false };
  const context = (overrides: Partial<PageContext>): PageContext => ({
    db,
    shopper,
    searcher: null,
    path: '/p/lipstick/100001',
    query: {},
    includeFallback: false,
    checkout: noCheckout,
    today: testToday,
    now: 0,
    ...overrides,
  });

  test('the start page, product pages and the listings of categories, brands and tags are kept; pages that record or read the clock are not', async () => {
    const cache = new PageCache(db);
    for (const path of ['/', '/p/lipstick/100001', '/c', '/c/makeup', '/c/makeup/lips/lipstick', '/brands', '/brands/dior', '/tags', '/tags/vegan', '/certificates/ecocert']) {
      expect([path, await cache.keyFor(context({ path }))]).toEqual([path, expect.any(String)]);
    }
    for (const path of ['/search', '/fragrance-finder', '/stores', '/stores/se-stockholm', '/stores/se-stockholm/products', '/campaigns/summer', '/info/terms']) {
      expect([path, await cache.keyFor(context({ path }))]).toEqual([path, null]);
    }
  });

  test('a page is made again after keptMs, on a new day and for another query', async () => {
    const cache = new PageCache(db, { keptMs: 1000 });
    const first = await cache.keyFor(context({ now: 0 }));
    expect(await cache.keyFor(context({ now: 999 }))).toBe(first);
    expect(await cache.keyFor(context({ now: 1000 }))).not.toBe(first);
    expect(await cache.keyFor(context({ today: '2026-01-16' }))).not.toBe(first);
    expect(await cache.keyFor(context({ query: { _lid: 'menu' } }))).not.toBe(first);
    expect(await cache.keyFor(context({ shopper: { ...shopper, isStoreDevice: true } }))).not.toBe(first);
  });
});
