import type { MarketCode } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import { completeSwedishForm } from '../testing/checkout-requests';
import { emptyCheckoutForm } from './checkout-form';
import { checkoutTexts } from './checkout-texts';
import { isEmail, isPhoneNumber } from './contact-formats';
import { formFieldErrors } from './form-validation';

const sv = checkoutTexts['sv-SE'];
const swedish = { market: 'SE' as const, culture: 'sv-SE' as const, requiresClubTerms: true };

test('a complete Swedish form has no field errors', () => {
  expect(formFieldErrors(completeSwedishForm('tok'), swedish, 'purchase')).toEqual({});
});

test('while typing only what is filled in is checked, and only for its format', () => {
  expect(formFieldErrors(emptyCheckoutForm('SE'), swedish, 'typing')).toEqual({});
  const form = emptyCheckoutForm('SE');
  form.orderer.email = 'anna@example';
  form.customerInfo.phoneNumber = '12';
  form.customerInfo.billingAddress.postalCode = '1112';
  expect(formFieldErrors(form, swedish, 'typing')).toEqual({
    'orderer.email': sv.invalidEmail,
    'customerInfo.phoneNumber': sv.invalidPhone,
    'customerInfo.billingAddress.postalCode': sv.invalidPostalCode,
  });
});

test('a purchase needs every customer field, a shipping choice, a delivery point where one is needed, and the club terms', () => {
  const form: CheckoutForm = { ...emptyCheckoutForm('SE'), selectedShippingMethodId: 'deliveryPoint' };
  form.customerInfo.hasAlternativeDeliveryAddress = true;
  expect(formFieldErrors(form, swedish, 'purchase')).toEqual({
    'orderer.email': sv.required,
    'customerInfo.phoneNumber': sv.required,
    'customerInfo.billingAddress.firstName': sv.required,
    'customerInfo.billingAddress.lastName': sv.required,
    'customerInfo.billingAddress.street': sv.required,
    'customerInfo.billingAddress.city': sv.required,
    'customerInfo.billingAddress.postalCode': sv.required,
    'customerInfo.alternativeDeliveryAddress': sv.required,
    selectedDeliveryPoint: sv.chooseDeliveryPoint,
    clubTerms: sv.acceptClubTerms,
  });
  expect(formFieldErrors({ ...completeSwedishForm('tok'), clubTerms: false }, { ...swedish, requiresClubTerms: false }, 'purchase')).toEqual({});
  expect(formFieldErrors({ ...completeSwedishForm('tok'), selectedShippingMethodId: null }, swedish, 'purchase')).toEqual({ selectedShippingMethodId: sv.chooseShipping });
});

test('a delivery point must be one of the market, an address must be in the market, an identification number must be valid', () => {
  const form = completeSwedishForm('tok', { selectedShippingMethodId: 'deliveryPoint', selectedDeliveryPoint: { id: 'NO-0150-1' }, orderer: { email: 'a@b.se', identificationNumber: '191212121213' } });
  form.customerInfo.billingAddress.countryCode = 'FI';
  expect(formFieldErrors(form, swedish, 'typing')).toEqual({
    selectedDeliveryPoint: sv.unknownDeliveryPoint,
    'customerInfo.billingAddress.countryCode': sv.wrongCountry,
    'orderer.identificationNumber': sv.invalidIdentificationNumber,
  });
  expect(formFieldErrors({ ...form, selectedDeliveryPoint: { id: 'SE-11122-5' }, orderer: { email: 'a@b.se', identificationNumber: '19121212-1212' } }, swedish, 'typing')).toEqual({
    'customerInfo.billingAddress.countryCode': sv.wrongCountry,
  });
});

test('field errors are in the shopper language', () => {
  const form = emptyCheckoutForm('DE');
  form.orderer.email = 'x';
  expect(formFieldErrors(form, { market: 'DE', culture: 'de-DE', requiresClubTerms: false }, 'typing')).toEqual({ 'orderer.email': checkoutTexts['de-DE'].invalidEmail });
});

test('e-mail addresses', () => {
  for (const good of ['anna@example.se', ' a.b+c@sub.example.co.uk ']) expect(isEmail(good)).toBe(true);
  for (const bad of ['', 'anna', 'anna@', 'anna@example', '@example.se', 'a b@example.se', `${'a'.repeat(250)}@example.se`]) expect(isEmail(bad)).toBe(false);
});

test.each<[MarketCode, string[], string[]]>([
  ['SE', ['070-123 45 67', '+46701234567', '08-123 456 78'], ['0701', '+4670', '123456789']],
  ['NO', ['412 34 567', '+47 41234567'], ['1234567', '0412345678']],
  ['DK', ['20 12 34 56', '+4520123456'], ['0123456', '201234']],
  ['FI', ['040 123 4567', '+358401234567'], ['40', '+3580']],
  ['DE', ['0151 23456789', '+49 30 1234567'], ['151', '+49 0']],
  ['AT', ['0664 1234567', '+43 1 234567'], ['664']],
  ['NL', ['06 12345678', '+31 20 1234567'], ['0612345', '+31']],
  ['PL', ['512 345 678', '+48 512345678'], ['12345', '0512345678']],
])('phone numbers in %s', (market, good, bad) => {
  for (const number of good) expect([number, isPhoneNumber(market, number)]).toEqual([number, true]);
  for (const number of bad) expect([number, isPhoneNumber(market, number)]).toEqual([number, false]);
});
