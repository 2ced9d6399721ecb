import { shippingMethodsFor } from './shipping-methods';
import { shippingTexts } from './shipping-texts';

test('every market has home delivery, delivery points and store pickup, priced in its currency', () => {
  expect(shippingMethodsFor('SE', 'sv-SE', false)).toEqual([
    { id: 'home', ...shippingTexts['sv-SE'].home, price: { amount: 4_900, currency: 'SEK' }, requiresDeliveryPoint: false, supportsExpressHandling: true },
    { id: 'deliveryPoint', ...shippingTexts['sv-SE'].deliveryPoint, price: { amount: 2_900, currency: 'SEK' }, requiresDeliveryPoint: true, supportsExpressHandling: true },
    { id: 'store', ...shippingTexts['sv-SE'].store, price: { amount: 0, currency: 'SEK' }, requiresDeliveryPoint: false, supportsExpressHandling: false },
  ]);
  expect(shippingMethodsFor('DE', 'en-US', false).map((method) => [method.name, method.price])).toEqual([
    ['Home delivery', { amount: 490, currency: 'EUR' }],
    ['Delivery point', { amount: 390, currency: 'EUR' }],
    ['Store pickup', { amount: 0, currency: 'EUR' }],
  ]);
  expect(shippingMethodsFor('PL', 'pl-PL', false)[0]!.price).toEqual({ amount: 1_499, currency: 'PLN' });
});

test('with free shipping every method is free and shows what it would have cost', () => {
  expect(shippingMethodsFor('NO', 'nb-NO', true).map((method) => [method.id, method.price.amount, method.originalPrice?.amount])).toEqual([
    ['home', 0, 5_900],
    ['deliveryPoint', 0, 3_900],
    ['store', 0, undefined],
  ]);
});

test('each language has its own words for the methods', () => {
  const english = JSON.stringify(shippingTexts['en-US']);
  for (const [culture, texts] of Object.entries(shippingTexts)) {
    if (culture !== 'en-US') expect(JSON.stringify(texts)).not.toBe(english);
  }
});
