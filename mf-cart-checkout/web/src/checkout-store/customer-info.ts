import type { Address, CustomerInfo } from '../../../contract/checkout-form';

const addressIsComplete = (address: Address | undefined): boolean =>
  !!address && [address.firstName, address.lastName, address.street, address.postalCode, address.city].every((part) => part.trim() !== '');

/** The customer info with `hasEnoughInfoToCompletePurchase` worked out from what it holds. */
export function withCompleteness(info: CustomerInfo): CustomerInfo {
  const deliveryIsComplete = !info.hasAlternativeDeliveryAddress || addressIsComplete(info.alternativeDeliveryAddress);
  const hasEnoughInfoToCompletePurchase =
    info.email.trim() !== '' && info.phoneNumber.trim() !== '' && addressIsComplete(info.billingAddress) && deliveryIsComplete;
  return { ...info, hasEnoughInfoToCompletePurchase };
}

/** Nothing the shopper typed: the server's form for a new shopper. */
export const isBlank = (info: CustomerInfo): boolean =>
  info.email.trim() === '' && info.phoneNumber.trim() === '' && info.billingAddress.street.trim() === '';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isAddress(value: unknown): value is Address {
  return (
    isObject(value) &&
    ['firstName', 'lastName', 'street', 'postalCode', 'city', 'countryCode'].every((key) => typeof value[key] === 'string')
  );
}

/** Checks what came out of local storage: written by an older version or by hand, it may be anything. */
export function isCustomerInfo(value: unknown): value is CustomerInfo {
  return (
    isObject(value) &&
    isAddress(value.billingAddress) &&
    (value.alternativeDeliveryAddress === undefined || isAddress(value.alternativeDeliveryAddress)) &&
    typeof value.email === 'string' &&
    typeof value.phoneNumber === 'string' &&
    typeof value.hasAlternativeDeliveryAddress === 'boolean'
  );
}
