import { call } from '../testing/checkout-requests';
import { lipstick, manyVariants, mascara, serum } from '../testing/fake-catalog';
import { buy } from '../testing/placed-orders';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';

describeOnEachBackend('what was bought together, for the catalog', (context) => {
  const url = () => context().url;
  const [brush, sponge] = manyVariants(2);
  const boughtTogether = (query: string, who: Parameters<typeof call>[3] = { service: 'catalog' }) =>
    call(url(), 'GET', `/internal/products/bought-together?${query}`, who);

  beforeAll(async () => {
    await buy(url(), anIdentity(), { [lipstick.code]: 2, [serum.code]: 1 });
    await buy(url(), anIdentity({ userId: 'member-bt' }), { [lipstick.code]: 1, [serum.code]: 1, [mascara.code]: 1 });
    await buy(url(), anIdentity(), { [serum.code]: 1, [mascara.code]: 1, [brush!.code]: 1 });
    // Never placed: a declined card, and a challenge nobody answered.
    await buy(url(), anIdentity(), { [lipstick.code]: 1, [sponge!.code]: 1 }, 'declined');
    await buy(url(), anIdentity(), { [lipstick.code]: 1, [sponge!.code]: 1 }, 'challenge');
  }, 60_000);

  test('the codes in the same placed orders, counted once per order, most orders first', async () => {
    const answer = await boughtTogether(`codes=${lipstick.code}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ products: [{ code: serum.code, orderCount: 2 }, { code: mascara.code, orderCount: 1 }] });
  });

  test('several codes (a product’s variants) count orders with any of them, and leave themselves out', async () => {
    expect((await boughtTogether(`codes=${lipstick.code},${serum.code}`)).body).toEqual({
      products: [{ code: mascara.code, orderCount: 2 }, { code: brush!.code, orderCount: 1 }],
    });
    expect((await boughtTogether(`codes=${serum.code}&limit=1`)).body).toEqual({ products: [{ code: lipstick.code, orderCount: 2 }] });
  });

  test('a code in no placed order has nothing bought with it', async () => {
    expect((await boughtTogether(`codes=${sponge!.code}`)).body).toEqual({ products: [] });
    expect((await boughtTogether('codes=999999')).body).toEqual({ products: [] });
  });

  test.each(['', 'codes=', 'codes=12345', 'codes=abcdef', `codes=${lipstick.code}&limit=0`, `codes=${lipstick.code}&limit=x`])(
    'a bad query (%s) is a 400',
    async (query) => {
      const answer = await boughtTogether(query);
      expect([answer.status, answer.body.error.code]).toEqual([400, 'bad_request']);
    },
  );

  test('only the catalog’s service may ask: a browser’s identity is a 401, another service’s a 403', async () => {
    expect((await boughtTogether(`codes=${lipstick.code}`, {})).status).toBe(401);
    expect((await boughtTogether(`codes=${lipstick.code}`, { userId: 'member-bt' })).status).toBe(401);
    expect((await boughtTogether(`codes=${lipstick.code}`, { service: 'account' })).status).toBe(403);
  });

  test('too many codes at once is a 400', async () => {
    const codes = manyVariants(51).map((variant) => variant.code).join(',');
    expect((await boughtTogether(`codes=${codes}`)).status).toBe(400);
  });
});
