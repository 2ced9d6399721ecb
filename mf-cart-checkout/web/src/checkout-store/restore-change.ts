import type { Address, CustomerInfo } from '../../../contract/checkout-form';
import type { CheckoutState } from '../../../contract/checkout';
import type { CheckoutChange } from './checkout-changes';
import type { SavedCheckout } from './checkout-memory';
import { isBlank } from './customer-info';

const inCountry = (address: Address, countryCode: Address['countryCode']): Address => ({ ...address, countryCode });

function savedInfoFor(saved: CustomerInfo, countryCode: Address['countryCode']): CustomerInfo {
  const { alternativeDeliveryAddress } = saved;
  return {
    ...saved,
    billingAddress: inCountry(saved.billingAddress, countryCode),
    ...(alternativeDeliveryAddress && { alternativeDeliveryAddress: inCountry(alternativeDeliveryAddress, countryCode) }),
  };
}

/**
 * What a new checkout takes over from the last one on this device. A new checkout (the server's form has no customer
 * info yet) takes the customer info and the remembered payment and shipping method when they are offered, over the
 * server's defaults; one that has customer info keeps the server's choices and only fills a method not chosen.
 * The market's country stays.
 */
export function restoreChange(saved: SavedCheckout, checkout: CheckoutState): CheckoutChange | null {
  const { form } = checkout;
  const isNew = isBlank(form.customerInfo);
  const change: CheckoutChange = {};
  if (saved.customerInfo && isNew) {
    const info = savedInfoFor(saved.customerInfo, form.customerInfo.billingAddress.countryCode);
    change.customerInfo = info;
    if (!form.orderer.email) {
      change.orderer = {
        ...form.orderer,
        email: info.email,
        ...(info.identificationNumber && { identificationNumber: info.identificationNumber }),
      };
    }
  }
  const shipping = saved.shippingMethodId;
  const shippingOffered = checkout.shippingMethods.some((method) => method.id === shipping);
  if (shipping && shippingOffered && shipping !== form.selectedShippingMethodId && (isNew || !form.selectedShippingMethodId)) {
    change.selectedShippingMethodId = shipping;
  }
  const payment = saved.paymentMethodId;
  const paymentOffered = checkout.paymentMethods.some((method) => method.id === payment && method.isAvailable);
  if (payment && paymentOffered && payment !== form.selectedPaymentMethodId && (isNew || !form.selectedPaymentMethodId)) {
    change.selectedPaymentMethodId = payment;
  }
  return Object.keys(change).length > 0 ? change : null;
}
