import type { Address, CheckoutForm, CheckoutUpdateRequest } from '../../../contract/checkout-form';
import { shippingRules } from '../shipping/shipping-methods';
import { emptyAddress } from './checkout-form';

/** The fields of `part` that are set: a key sent as undefined changes nothing. */
function defined<T extends object>(part: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(part ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const addressWith = (address: Address, change: Partial<Address> | undefined): Address => ({ ...address, ...defined(change) });

export interface MergedCheckoutForm {
  form: CheckoutForm;
  /** Express handling was asked for with a shipping method that has none, so it stays off. */
  expressHandlingRefused: boolean;
}

/**
 * The stored form with a change applied, and the shipping rules kept: changing the shipping method
 * clears the delivery point and turns express handling off, before any delivery point or express handling sent in
 * the same change is applied; express handling only with a method that supports it; a delivery point only with a
 * method that needs one. Quantities, coupon codes and the card token are actions, never part of the stored form.
 */
export function mergeCheckoutForm(stored: CheckoutForm, change: CheckoutUpdateRequest): MergedCheckoutForm {
  const { billingAddress, alternativeDeliveryAddress, ...customerFields } = change.customerInfo ?? {};
  const form: CheckoutForm = {
    ...stored,
    ...defined({
      selectedPaymentMethodId: change.selectedPaymentMethodId,
      selectedShippingMethodId: change.selectedShippingMethodId,
      giftWrapGreetingInformation: change.giftWrapGreetingInformation,
      clubTerms: change.clubTerms,
      emailSubscription: change.emailSubscription,
      textSubscription: change.textSubscription,
      location: change.location,
    }),
    orderer: { ...stored.orderer, ...defined(change.orderer) },
    customerInfo: {
      ...stored.customerInfo,
      ...defined(customerFields),
      billingAddress: addressWith(stored.customerInfo.billingAddress, billingAddress),
      ...(alternativeDeliveryAddress || stored.customerInfo.alternativeDeliveryAddress
        ? {
            alternativeDeliveryAddress: addressWith(
              stored.customerInfo.alternativeDeliveryAddress ?? emptyAddress(stored.customerInfo.billingAddress.countryCode),
              alternativeDeliveryAddress,
            ),
          }
        : {}),
    },
    cart: { items: {}, addedCodes: [], removedCodes: [] },
    payment: { giftCardCodes: change.payment?.giftCardCodes ? [...new Set(change.payment.giftCardCodes)] : stored.payment.giftCardCodes },
  };
  delete form.setAddressByPersonalNumber;

  if (form.selectedShippingMethodId !== stored.selectedShippingMethodId) {
    form.selectedDeliveryPoint = null;
    form.useExpressHandling = false;
  }
  if (change.selectedDeliveryPoint !== undefined) form.selectedDeliveryPoint = change.selectedDeliveryPoint;
  if (change.useExpressHandling !== undefined) form.useExpressHandling = change.useExpressHandling;

  const rules = form.selectedShippingMethodId ? shippingRules[form.selectedShippingMethodId] : null;
  const expressHandlingRefused = form.useExpressHandling && !rules?.supportsExpressHandling;
  if (expressHandlingRefused) form.useExpressHandling = false;
  if (!rules?.requiresDeliveryPoint) form.selectedDeliveryPoint = null;
  return { form, expressHandlingRefused };
}
