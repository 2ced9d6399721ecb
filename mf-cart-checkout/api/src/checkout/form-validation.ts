import type { Culture, MarketCode } from '@storefront/platform';
import type { Address, CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutFieldErrors } from '../../../contract/checkout';
import { isValidIdentificationNumber } from '../payment/identification-number';
import { deliveryPointById } from '../shipping/delivery-points';
import { isPostalCode } from '../shipping/postal-codes';
import { shippingRules } from '../shipping/shipping-methods';
import { checkoutTexts } from './checkout-texts';
import { isEmail, isPhoneNumber } from './contact-formats';

export interface FieldCheckContext {
  market: MarketCode;
  culture: Culture;
  requiresClubTerms: boolean;
}

/**
 * 'typing': what the shopper filled in so far is checked for its format, empty fields are fine.
 * 'purchase': everything a purchase needs must be there and right (the payment part: see `paymentFieldErrors`).
 */
export type FieldCheckMode = 'typing' | 'purchase';

/** The e-mail the order is confirmed to: the orderer's, else the one of the customer info. */
export const emailOf = (form: CheckoutForm) => form.orderer.email.trim() || form.customerInfo.email.trim();

export const identificationNumberOf = (form: CheckoutForm) =>
  (form.orderer.identificationNumber ?? '').trim() || (form.customerInfo.identificationNumber ?? '').trim();

/** Where the parcel goes: the alternative delivery address when the shopper gave one, else the billing address. */
export const deliveryAddressOf = (form: CheckoutForm): Address =>
  form.customerInfo.hasAlternativeDeliveryAddress && form.customerInfo.alternativeDeliveryAddress
    ? form.customerInfo.alternativeDeliveryAddress
    : form.customerInfo.billingAddress;

/** The field problems of a form, keyed by form path, in the shopper's language. */
export function formFieldErrors(form: CheckoutForm, context: FieldCheckContext, mode: FieldCheckMode): CheckoutFieldErrors {
  const texts = checkoutTexts[context.culture];
  const purchase = mode === 'purchase';
  const errors: CheckoutFieldErrors = {};
  /** Empty: required on purchase; filled in: must pass `isValid`. */
  const check = (path: string, value: string, isValid: (value: string) => boolean, invalidText: string) => {
    if (value.trim() === '') {
      if (purchase) errors[path] = texts.required;
    } else if (!isValid(value)) {
      errors[path] = invalidText;
    }
  };
  const anything = () => true;
  const checkAddress = (prefix: string, address: Address) => {
    for (const field of ['firstName', 'lastName', 'street', 'city'] as const) check(`${prefix}.${field}`, address[field], anything, '');
    check(`${prefix}.postalCode`, address.postalCode, (value) => isPostalCode(context.market, value), texts.invalidPostalCode);
    if (address.countryCode !== context.market) errors[`${prefix}.countryCode`] = texts.wrongCountry;
  };

  check('orderer.email', emailOf(form), isEmail, texts.invalidEmail);
  check('customerInfo.phoneNumber', form.customerInfo.phoneNumber, (value) => isPhoneNumber(context.market, value), texts.invalidPhone);
  checkAddress('customerInfo.billingAddress', form.customerInfo.billingAddress);
  if (form.customerInfo.hasAlternativeDeliveryAddress) {
    const alternative = form.customerInfo.alternativeDeliveryAddress;
    if (alternative) checkAddress('customerInfo.alternativeDeliveryAddress', alternative);
    else if (purchase) errors['customerInfo.alternativeDeliveryAddress'] = texts.required;
  }
  const identificationNumber = identificationNumberOf(form);
  if (identificationNumber !== '' && !isValidIdentificationNumber(identificationNumber, context.market)) {
    errors['orderer.identificationNumber'] = texts.invalidIdentificationNumber;
  }

  const method = form.selectedShippingMethodId;
  const point = form.selectedDeliveryPoint;
  if (point && !deliveryPointById(context.market, point.id)) errors.selectedDeliveryPoint = texts.unknownDeliveryPoint;
  if (!purchase) return errors;

  if (!method) errors.selectedShippingMethodId = texts.chooseShipping;
  else if (shippingRules[method].requiresDeliveryPoint && !point) errors.selectedDeliveryPoint = texts.chooseDeliveryPoint;
  if (context.requiresClubTerms && !form.clubTerms) errors.clubTerms = texts.acceptClubTerms;
  return errors;
}
