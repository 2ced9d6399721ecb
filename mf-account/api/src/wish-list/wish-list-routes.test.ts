import request from 'supertest';
import { accountRules } from '@storefront/platform';
import type { AccountWishListPageViewModel, WishListAddResponse } from '../../../contract/wish-list';
import { createInMemoryProductSource, testProducts } from '../catalog/in-memory-product-source';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { createTestMember } from '../testing/test-members';

const products = createInMemoryProductSource(Object.values(testProducts));
const { lipstick, serum, swedishOnly } = testProducts;

describeOnEachBackend(
  'the wish list',
  (context) => {
    const add = (headers: Record<string, string>, body: unknown) => request(context().url).post('/accountwishlist/add').set(headers).send(body as object);
    const remove = (headers: Record<string, string>, body: unknown) => request(context().url).post('/accountwishlist/remove').set(headers).send(body as object);
    const page = (headers: Record<string, string>) => request(context().url).get('/page/wishlist').set(headers);

    afterEach(() => {
      products.failing = false;
    });

    test('a visitor adding is refused with the wish list’s own login message', async () => {
      const response = await add(identityHeaders(), { code: lipstick.code, location: 'product page' });
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({ code: 'login_required', message: 'Add item to wishlist requires login' });
      expect((await remove(identityHeaders(), { code: lipstick.code })).status).toBe(401);
      expect((await page(identityHeaders())).status).toBe(401);
    });

    test('a member adds, sees and removes items, with tracking events', async () => {
      const member = await createTestMember(context().db);
      const headers = identityHeaders(member.identity);
      const added = await add(headers, { code: lipstick.code, location: 'product page' });
      expect(added.status).toBe(200);
      expect(added.body as WishListAddResponse).toEqual({
        addedItems: [expect.objectContaining({ code: lipstick.code, title: lipstick.name, brandName: 'Lumière', notAvailableInMarket: false, price: expect.objectContaining({ current: { amount: 24_900, currency: 'SEK' } }) })],
        exponeaEvents: [{ event: 'wishlist_update', action: 'add', product_id: lipstick.code, location: 'product page' }],
      });
      await add(headers, { code: serum.code });
      const shown = (await page(headers)).body as AccountWishListPageViewModel;
      expect(shown).toMatchObject({ componentName: 'AccountWishListPageViewModel', url: '/wishlist', currentTheme: 'default', maxItemsInWishList: accountRules.maxItemsInWishList, meta: { title: expect.stringContaining('Önskelista') } });
      expect(shown.items.map((item) => item.code)).toEqual([serum.code, lipstick.code]);

      const removed = await remove(headers, { code: lipstick.code, location: 'wish list' });
      expect(removed.body).toEqual({ exponeaEvents: [{ event: 'wishlist_update', action: 'remove', product_id: lipstick.code, location: 'wish list' }] });
      expect((await remove(headers, { code: lipstick.code })).body).toEqual({ exponeaEvents: [] });
      expect(((await page(headers)).body as AccountWishListPageViewModel).items.map((item) => item.code)).toEqual([serum.code]);
    });

    test('adding twice keeps one item and tells no second event', async () => {
      const member = await createTestMember(context().db);
      const headers = identityHeaders(member.identity);
      await add(headers, { code: lipstick.code });
      const again = await add(headers, { code: lipstick.code });
      expect(again.status).toBe(200);
      expect(again.body.addedItems).toHaveLength(1);
      expect(again.body.exponeaEvents).toEqual([]);
      const rows = await context().db.query('SELECT code FROM wish_list_items WHERE member_id = $1', [member.id]);
      expect(rows).toHaveLength(1);
    });

    test('an unknown product is a 404; a bad code is a 400; neither changes the list', async () => {
      const member = await createTestMember(context().db);
      const headers = identityHeaders(member.identity);
      const unknown = await add(headers, { code: '999999' });
      expect([unknown.status, unknown.body.error.code]).toEqual([404, 'unknown_product']);
      expect(unknown.body.error.message).toBe('Vi hittar inte den produkten.');
      expect((await add(headers, { code: '12345' })).status).toBe(400);
      expect((await add(headers, {})).status).toBe(400);
      expect(await context().db.query('SELECT 1 FROM wish_list_items WHERE member_id = $1', [member.id])).toEqual([]);
    });

    test('a product not sold in the market is marked, and shown without a price', async () => {
      const member = await createTestMember(context().db, { market: 'FI', culture: 'fi-FI' });
      const headers = identityHeaders(member.identity);
      const added = await add(headers, { code: swedishOnly.code });
      expect(added.body.addedItems[0]).toMatchObject({ code: swedishOnly.code, notAvailableInMarket: true });
      expect(added.body.addedItems[0].price).toBeUndefined();
      const swedish = await page(identityHeaders({ ...member.identity, market: 'SE', culture: 'sv-SE' }));
      expect(swedish.body.items[0]).toMatchObject({ code: swedishOnly.code, notAvailableInMarket: false, price: { current: { currency: 'SEK' } } });
    });

    test('the catalog being down is a 503 and adds nothing', async () => {
      const member = await createTestMember(context().db);
      products.failing = true;
      const response = await add(identityHeaders(member.identity), { code: lipstick.code });
      expect([response.status, response.body.error.code]).toEqual([503, 'catalog_unavailable']);
      expect(await context().db.query('SELECT 1 FROM wish_list_items WHERE member_id = $1', [member.id])).toEqual([]);
    });

    test(`the limit of ${accountRules.maxItemsInWishList} holds, also for adds at the same time`, async () => {
      const member = await createTestMember(context().db);
      const max = accountRules.maxItemsInWishList;
      const codes = Array.from({ length: max + 5 }, (_, index) => String(400_000 + index));
      for (const code of codes) products.put({ code, name: `Shade ${code}`, brandName: 'Many', amount: 1_000, isBuyable: true });
      await context().db.query(
        `INSERT INTO wish_list_items (member_id, code) SELECT $1, code FROM unnest($2::text[]) AS code`,
        [member.id, codes.slice(0, max - 3)],
      );
      const headers = identityHeaders(member.identity);
      const answers = await Promise.all(codes.slice(max - 3).map((code) => add(headers, { code })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.body.error).toEqual({ code: 'wish_list_full', message: expect.stringContaining(String(max)) });
      const [count] = await context().db.query<{ n: number }>('SELECT count(*)::int AS n FROM wish_list_items WHERE member_id = $1', [member.id]);
      expect(count!.n).toBe(max);
      // Already on the full list: still idempotent, not "full".
      expect((await add(headers, { code: codes[0] })).status).toBe(200);
    }, 60_000);

    test("a member cannot see or change another member's wish list", async () => {
      const owner = await createTestMember(context().db);
      const other = await createTestMember(context().db);
      await add(identityHeaders(owner.identity), { code: lipstick.code });
      expect((await page(identityHeaders(other.identity))).body.items).toEqual([]);
      // The body carries no member: the member is the identity's; a member id in the body is ignored.
      await remove(identityHeaders(other.identity), { code: lipstick.code, memberId: owner.id });
      expect((await page(identityHeaders(owner.identity))).body.items.map((item: { code: string }) => item.code)).toEqual([lipstick.code]);
    });

    test('a deleted member (identity still cached by the gateway) cannot add', async () => {
      const member = await createTestMember(context().db);
      await context().db.query('DELETE FROM members WHERE id = $1', [member.id]);
      const response = await add(identityHeaders(member.identity), { code: lipstick.code });
      expect([response.status, response.body.error.code]).toEqual([401, 'login_required']);
    });
  },
  () => ({ products }),
);
