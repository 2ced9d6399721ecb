import request from 'supertest';
import type { FragranceSearchPageViewModel } from '../../../contract/fragrance-finder';
import { migrate, type Database } from '@storefront/platform/server';
import { buildApp } from '../app';
import { catalogMigrations } from '../db/catalog-database';
import type { FeedProduct } from '../import/feed-product';
import { readFeed } from '../import/read-feed';
import { writeBatch } from '../import/write-batch';
import { catalogTestBackends } from '../testing/catalog-test-backends';
import { describeWithSephoraFeed, sephoraFeed } from '../testing/sephora-feed';
import { identityHeaders, testAppOptions } from '../testing/test-app';

// The finder on the real Sephora feed's fragrances (see sephora-feed.ts). Only the Fragrance rows are imported, which
// keeps it to seconds.
describeWithSephoraFeed('fragrance finder on the Sephora feed’s fragrances (embedded database)', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let products: FeedProduct[];
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    const backend = catalogTestBackends().find((candidate) => candidate.name === 'pglite')!;
    ({ db, dispose } = await backend.open());
    await migrate(db, catalogMigrations);
    products = [];
    for await (const record of readFeed(sephoraFeed, 'sephora')) {
      if ('product' in record && record.product.categoryPath[0] === 'Fragrance') products.push(record.product);
    }
    for (let start = 0; start < products.length; start += 500) {
      await db.transaction((tx) => writeBatch(tx, products.slice(start, start + 500), '2026-11-24'));
    }
    app = buildApp(testAppOptions(db, { today: () => '2026-11-24' }));
  }, 120_000);
  afterAll(() => dispose?.());

  const finder = async (query: string) => {
    const response = await request(app).get(`/page/fragrance-finder?${query}`).set(identityHeaders({ culture: 'en-US' }));
    expect(response.status).toBe(200);
    return response.body as FragranceSearchPageViewModel;
  };
  const highlighted = (text: string) => products.filter((product) => product.highlights.includes(text)).length;

  test("every fragrance is listed, and each family's count is the feed's rows with that highlight", async () => {
    const page = await finder('');
    expect(page.listing.totalCount).toBe(products.length);
    expect(Object.fromEntries(page.families.map((family) => [family.code, family.count]))).toEqual({
      floral: highlighted('Floral Scent'),
      fresh: highlighted('Fresh Scent'),
      'woody-earthy': highlighted('Woody & Earthy Scent'),
      'warm-spicy': highlighted('Warm &Spicy Scent'),
    });
    expect(page.families.find((family) => family.code === 'floral')!.count).toBe(295);
  });

  test('floral and rose finds the rose perfumes', async () => {
    const page = await finder('family=floral&note=rose&pageSize=48');
    expect(page.listing.totalCount).toBeGreaterThanOrEqual(10);
    const names = page.listing.products.map((card) => `${card.brandName} ${card.name}`);
    expect(names).toEqual(expect.arrayContaining(['TOM FORD Rose Prick', 'Lancôme Trésor Midnight Rose']));
    const rosy = names.filter((name) => /\broses?\b/i.test(name));
    expect(rosy.length / names.length).toBeGreaterThanOrEqual(0.8);
  });

  test('warm and spicy with vanilla finds the vanilla perfumes; text within the fragrances finds oud', async () => {
    const vanilla = await finder('family=warm-spicy&note=vanilla&pageSize=48');
    const names = vanilla.listing.products.map((card) => `${card.brandName} ${card.name}`);
    expect(names).toEqual(expect.arrayContaining(['TOM FORD Tobacco Vanille', 'HERETIC Dirty Vanilla Eau de Parfum', 'SKYLAR Vanilla Sky Eau de Parfum']));
    expect(names.filter((name) => /vanill/i.test(name)).length / names.length).toBeGreaterThanOrEqual(0.6);
    const oud = await finder('q=oud');
    expect(oud.listing.products.slice(0, 5).every((card) => /\boud\b/i.test(card.name))).toBe(true);
    const men = await finder('audience=men&q=oud');
    expect(men.listing.products.map((card) => card.name)).toContain('Oud Eau de Parfum');
  });
});
