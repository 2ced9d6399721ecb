import type { CheckoutForm } from '../../../contract/checkout-form';
import { emptyCheckoutForm } from './checkout-form';
import { mergeCheckoutForm } from './merge-checkout-form';

const onDeliveryPointWithExpress = (): CheckoutForm => ({
  ...emptyCheckoutForm('SE'),
  selectedShippingMethodId: 'deliveryPoint',
  selectedDeliveryPoint: { id: 'SE-11122-2' },
  useExpressHandling: true,
});

test('changing the shipping method clears the delivery point and turns express handling off', () => {
  const { form, expressHandlingRefused } = mergeCheckoutForm(onDeliveryPointWithExpress(), { selectedShippingMethodId: 'home' });
  expect(form).toMatchObject({ selectedShippingMethodId: 'home', selectedDeliveryPoint: null, useExpressHandling: false });
  expect(expressHandlingRefused).toBe(false);
});

test('choosing the same shipping method again keeps the delivery point and express handling', () => {
  const { form } = mergeCheckoutForm(onDeliveryPointWithExpress(), { selectedShippingMethodId: 'deliveryPoint', orderer: { email: 'a@b.se' } });
  expect(form).toMatchObject({ selectedDeliveryPoint: { id: 'SE-11122-2' }, useExpressHandling: true });
});

test('a delivery point and express handling sent with the new method are applied after the method change', () => {
  const stored = { ...emptyCheckoutForm('SE'), selectedShippingMethodId: 'home' as const };
  const { form } = mergeCheckoutForm(stored, { selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'SE-11122-1' }, useExpressHandling: true });
  expect(form).toMatchObject({ selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'SE-11122-1' }, useExpressHandling: true });
});

test('express handling is refused with a method that has none, and a delivery point with a method that needs none', () => {
  const stored = { ...emptyCheckoutForm('SE'), selectedShippingMethodId: 'store' as const };
  const { form, expressHandlingRefused } = mergeCheckoutForm(stored, { useExpressHandling: true, selectedDeliveryPoint: { id: 'SE-11122-1' } });
  expect(form).toMatchObject({ useExpressHandling: false, selectedDeliveryPoint: null });
  expect(expressHandlingRefused).toBe(true);
});

test('a part of the form replaces only the fields it names, down to one field of an address', () => {
  const stored: CheckoutForm = {
    ...emptyCheckoutForm('SE'),
    orderer: { email: 'anna@example.se' },
    customerInfo: {
      ...emptyCheckoutForm('SE').customerInfo,
      phoneNumber: '0701234567',
      billingAddress: { firstName: 'Anna', lastName: 'A', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', countryCode: 'SE' },
    },
    clubTerms: true,
    payment: { giftCardCodes: ['GIFT-500-SEK'] },
  };
  const { form } = mergeCheckoutForm(stored, {
    customerInfo: { billingAddress: { city: 'Uppsala' }, doorCode: '1234' },
    giftWrapGreetingInformation: { wrap: true, greeting: 'Grattis!' },
    emailSubscription: undefined,
  });
  expect(form.customerInfo.billingAddress).toEqual({ ...stored.customerInfo.billingAddress, city: 'Uppsala' });
  expect(form.customerInfo).toMatchObject({ phoneNumber: '0701234567', doorCode: '1234' });
  expect(form).toMatchObject({ orderer: { email: 'anna@example.se' }, clubTerms: true, emailSubscription: false, giftWrapGreetingInformation: { wrap: true, greeting: 'Grattis!' } });
  expect(form.payment).toEqual({ giftCardCodes: ['GIFT-500-SEK'] });
});

test('quantities, coupon codes, the card token and the address lookup flag are never kept in the form', () => {
  const { form } = mergeCheckoutForm(emptyCheckoutForm('SE'), {
    cart: { items: { '100001': { newQuantity: 2, previousQuantity: 1 } }, addedCodes: ['WELCOME10'], removedCodes: [] },
    payment: { card: { token: 'tok_x' }, giftCardCodes: ['GIFT-500-SEK', 'GIFT-500-SEK'] },
    setAddressByPersonalNumber: true,
  });
  expect(form.cart).toEqual({ items: {}, addedCodes: [], removedCodes: [] });
  expect(form.payment).toEqual({ giftCardCodes: ['GIFT-500-SEK'] });
  expect(form).not.toHaveProperty('setAddressByPersonalNumber');
});

test('an alternative delivery address starts empty in the market and takes what is sent', () => {
  const { form } = mergeCheckoutForm(emptyCheckoutForm('NO'), { customerInfo: { hasAlternativeDeliveryAddress: true, alternativeDeliveryAddress: { street: 'Storgata 2' } } });
  expect(form.customerInfo.alternativeDeliveryAddress).toEqual({ firstName: '', lastName: '', street: 'Storgata 2', postalCode: '', city: '', countryCode: 'NO' });
});
