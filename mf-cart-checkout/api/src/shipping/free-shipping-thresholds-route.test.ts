import request from 'supertest';
import { buildApp } from '../app';
import { noDatabase } from '../testing/no-database';
import { identityHeaders, testAppOptions } from '../testing/test-app';

test('GET /api/shipping/free-shipping-thresholds: every market’s threshold as money, from the cart’s own table', async () => {
  const app = buildApp(testAppOptions(noDatabase, 'http://127.0.0.1:9'));
  const response = await request(app).get('/api/shipping/free-shipping-thresholds').set(identityHeaders());
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  expect(response.body).toEqual({
    SE: { amount: 49_900, currency: 'SEK' },
    NO: { amount: 59_900, currency: 'NOK' },
    DK: { amount: 44_900, currency: 'DKK' },
    FI: { amount: 4_900, currency: 'EUR' },
    AT: { amount: 4_900, currency: 'EUR' },
    DE: { amount: 4_900, currency: 'EUR' },
    NL: { amount: 4_900, currency: 'EUR' },
    PL: { amount: 19_900, currency: 'PLN' },
  });
  expect((await request(app).get('/api/shipping/free-shipping-thresholds')).status).toBe(401);
});
