import { aCart, aCartLine } from '../testing/fixtures';
import { aCheckoutState } from '../testing/checkout-fixtures';
import { applyChange, mergeChanges, noCartDiff, type CheckoutChange } from './checkout-changes';
import { withShippingRule } from './shipping-rule';
import { aCheckoutForm } from '../testing/checkout-fixtures';

const quantities = (items: Record<string, [number, number]>): CheckoutChange => ({
  cart: {
    ...noCartDiff(),
    items: Object.fromEntries(Object.entries(items).map(([code, [previousQuantity, newQuantity]]) => [code, { previousQuantity, newQuantity }])),
  },
});
const codes = (addedCodes: string[], removedCodes: string[] = []): CheckoutChange => ({ cart: { items: {}, addedCodes, removedCodes } });

describe('mergeChanges', () => {
  test('a later change to the same field wins; other fields are kept', () => {
    expect(mergeChanges({ clubTerms: true, emailSubscription: true }, { emailSubscription: false, useExpressHandling: true })).toEqual({
      clubTerms: true,
      emailSubscription: false,
      useExpressHandling: true,
    });
  });

  test('cart quantities merge by product code: the first previous quantity, the last new one', () => {
    const merged = mergeChanges(quantities({ '100001': [1, 2], '200001': [2, 3] }), quantities({ '100001': [2, 4] }));
    expect(merged?.cart?.items).toEqual({
      '100001': { previousQuantity: 1, newQuantity: 4 },
      '200001': { previousQuantity: 2, newQuantity: 3 },
    });
  });

  test('a quantity changed back to where it was is left out', () => {
    expect(mergeChanges(quantities({ '100001': [1, 2] }), quantities({ '100001': [2, 1] }))?.cart?.items).toEqual({});
  });

  test('coupon codes merge: added and removed lists, the later of adding and removing one code wins', () => {
    expect(mergeChanges(codes(['SUMMER']), codes(['WINTER']))?.cart).toMatchObject({ addedCodes: ['SUMMER', 'WINTER'], removedCodes: [] });
    expect(mergeChanges(codes(['SUMMER']), codes([], ['SUMMER']))?.cart).toMatchObject({ addedCodes: [], removedCodes: ['SUMMER'] });
    expect(mergeChanges(codes([], ['SUMMER']), codes(['SUMMER']))?.cart).toMatchObject({ addedCodes: ['SUMMER'], removedCodes: [] });
    expect(mergeChanges(codes(['SUMMER']), codes(['SUMMER']))?.cart?.addedCodes).toEqual(['SUMMER']);
  });

  test('quantity and code changes in one request', () => {
    expect(mergeChanges(quantities({ '100001': [1, 3] }), codes(['SUMMER']))?.cart).toEqual({
      items: { '100001': { previousQuantity: 1, newQuantity: 3 } },
      addedCodes: ['SUMMER'],
      removedCodes: [],
    });
  });

  test('nothing merged with something is that something', () => {
    expect(mergeChanges(null, { clubTerms: true })).toEqual({ clubTerms: true });
    expect(mergeChanges({ clubTerms: true }, null)).toEqual({ clubTerms: true });
    expect(mergeChanges(null, null)).toBeNull();
  });
});

describe('applyChange', () => {
  const view = {
    cart: aCart({ items: [aCartLine({ code: '100001', quantity: 1 }), aCartLine({ code: '200001', quantity: 2 })], appliedCouponCodes: ['SPRING'] }),
    checkout: aCheckoutState(),
  };

  test('sets form fields, and leaves requests that are no part of the form out', () => {
    const applied = applyChange(view, { emailSubscription: true, setAddressByPersonalNumber: true });
    expect(applied.checkout.form.emailSubscription).toBe(true);
    expect(applied.checkout.form).not.toHaveProperty('setAddressByPersonalNumber');
  });

  test('sets quantities at once and drops lines that reach 0', () => {
    const applied = applyChange(view, quantities({ '100001': [1, 3], '200001': [2, 0] }));
    expect(applied.cart.items.map((line) => [line.code, line.quantity])).toEqual([['100001', 3]]);
    expect(applied.cart.pendingChanges).toEqual([]);
  });

  test('shows coupon codes added and removed', () => {
    expect(applyChange(view, codes(['SUMMER'], ['SPRING'])).cart.appliedCouponCodes).toEqual(['SUMMER']);
  });
});

describe('the shipping-change rule', () => {
  const form = aCheckoutForm({ selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'dp-1' }, useExpressHandling: true });

  test('another shipping method clears the delivery point and turns express handling off', () => {
    expect(withShippingRule({ selectedShippingMethodId: 'home' }, form)).toEqual({
      selectedShippingMethodId: 'home',
      selectedDeliveryPoint: null,
      useExpressHandling: false,
    });
  });

  test('the same method again, or no method in the change, changes nothing else', () => {
    expect(withShippingRule({ selectedShippingMethodId: 'deliveryPoint' }, form)).toEqual({ selectedShippingMethodId: 'deliveryPoint' });
    expect(withShippingRule({ useExpressHandling: false }, form)).toEqual({ useExpressHandling: false });
  });
});
