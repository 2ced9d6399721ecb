import request from 'supertest';
import { buildApp } from '../app';
import { noDatabase } from '../testing/no-database';
import { identityHeaders, testAppOptions } from '../testing/test-app';
import { deliveryPointsNear } from './delivery-points';

const app = buildApp(testAppOptions(noDatabase, 'http://127.0.0.1:9'));
const get = (query: string, market: 'SE' | 'NL' = 'SE') =>
  request(app).get(`/api/shipping/delivery-points${query}`).set(identityHeaders({ market, culture: market === 'SE' ? 'sv-SE' : 'nl-NL' }));

test('GET /api/shipping/delivery-points?postalCode= is the five points near it in the shopper market', async () => {
  const response = await get('?postalCode=111%2022&method=deliveryPoint');
  expect(response.status).toBe(200);
  expect(response.body).toEqual(deliveryPointsNear('SE', '11122'));
  expect(response.body).toHaveLength(5);
  expect((await get('?postalCode=1011AB', 'NL')).body).toEqual(deliveryPointsNear('NL', '1011AB'));
});

test('a postal code not of the market, or a method without delivery points, is a 400 naming the field', async () => {
  for (const [query, field] of [
    ['', 'postalCode'],
    ['?postalCode=1011AB', 'postalCode'],
    ['?postalCode=111223', 'postalCode'],
    ['?postalCode=11122&method=home', 'method'],
    ['?postalCode=11122&method=drone', 'method'],
  ] as const) {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  }
});
