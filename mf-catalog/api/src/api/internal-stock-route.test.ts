import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../test-support/test-app';

describeOnEachBackend('internal stock endpoint', (testApp) => {
  const get = (query: string) => request(testApp().app).get(`/internal/stock${query}`).set(identityHeaders());

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

  test('bad codes are a 400 naming the field; no identity is a 401', async () => {
    for (const query of ['', '?codes=', '?codes=abc', '?codes=1234567', `?codes=${Array.from({ length: 101 }, (_, index) => 100_000 + index).join(',')}`]) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'bad_request', message: expect.stringContaining('codes'), fields: expect.any(Object) });
    }
    const anonymous = await request(testApp().app).get('/internal/stock?codes=100001');
    expect(anonymous.status).toBe(401);
  });
});
