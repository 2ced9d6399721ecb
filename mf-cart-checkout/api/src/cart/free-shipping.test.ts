import { formatPrice, markets, type MarketCode } from '@storefront/platform';
import { freeShippingThresholds } from './free-shipping';

test('the country selector promises the free-shipping amounts the cart computes with', () => {
  expect(Object.keys(freeShippingThresholds).sort()).toEqual(markets.map((market) => market.alpha2).sort());
  for (const market of markets) {
    const threshold = freeShippingThresholds[market.alpha2 as MarketCode];
    // The whole amount as it is written in the selling point, e.g. 'Fri frakt över 499 kr', 'Gratis verzending vanaf € 49'.
    const whole = formatPrice({ amount: threshold, currency: market.currency }, 'en-US').replace(/ \D+$/, '');
    expect(market.sellingPoints[0]).toMatch(new RegExp(`(^|\\D)${whole}(\\D|$)`));
    expect(threshold % 100).toBe(0);
  }
});
