import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../testing/test-app';

describeOnEachBackend('internal stock endpoint', (testApp) => {
  const get = (query: string, identity = identityHeaders({ service: 'cart-checkout' })) => request(testApp().app).get(`/internal/stock${query}`).set(identity);

  test('GET /internal/stock?codes=a,b is the online quantity of each known code, from variant_stock', async () => {
    const rows = await testApp().db.query<{ variant_code: string; online_quantity: number }>(
      'SELECT variant_code, online_quantity FROM variant_stock ORDER BY online_quantity DESC, variant_code LIMIT 2',
    );
    const [first, second] = rows;
    await testApp().db.query('UPDATE variant_stock SET online_quantity = 0 WHERE variant_code = $1', [second!.variant_code]);
    const response = await get(`?codes=${first!.variant_code},${second!.variant_code},999999`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ stock: { [first!.variant_code]: first!.online_quantity, [second!.variant_code]: 0 } });
    expect(first!.online_quantity).toBeGreaterThan(0);
  });

  test('team Checkout and team Account may ask; any browser identity is a 401, another service a 403', async () => {
    for (const service of ['cart-checkout', 'account'] as const) expect((await get('?codes=100001', identityHeaders({ service }))).status).toBe(200);
    for (const identity of [{}, { userId: 'm-1' }, { userId: 'a-1', roles: ['admin' as const] }]) {
      const refused = await get('?codes=100001', identityHeaders(identity));
      expect([refused.status, refused.body.error?.code]).toEqual([401, 'service_only']);
    }
    const gateway = await get('?codes=100001', identityHeaders({ service: 'gateway' }));
    expect([gateway.status, gateway.body.error?.code]).toEqual([403, 'service_not_allowed']);
  });

  test('bad codes are a 400 naming the field; no identity is a 401', async () => {
    for (const query of ['', '?codes=', '?codes=abc', '?codes=100001%00', '?codes=1234567', `?codes=${Array.from({ length: 101 }, (_, index) => 100_000 + index).join(',')}`]) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'bad_request', message: expect.stringContaining('codes'), fields: expect.any(Object) });
    }
    const anonymous = await request(testApp().app).get('/internal/stock?codes=100001');
    expect(anonymous.status).toBe(401);
  });
});
