import type { CustomerInfo, PaymentMethodId, ShippingMethodId } from '../../../contract/checkout-form';
import { readJson, writeJson, type KeyValueStorage } from '../browser-storage/safe-storage';
import { isCustomerInfo } from './customer-info';

/** Remembered on this device: customer info under `customerinfo`; payment and shipping method each under a key of their own. */
export const checkoutStorageKeys = {
  customerInfo: 'customerinfo',
  paymentMethod: 'paymentmethod',
  shippingMethod: 'shippingmethod',
} as const;

const paymentMethodIds: readonly PaymentMethodId[] = ['card', 'invoice', 'giftCard'];
const shippingMethodIds: readonly ShippingMethodId[] = ['home', 'deliveryPoint', 'store'];
const isOneOf =
  <T extends string>(ids: readonly T[]) =>
  (value: unknown): value is T =>
    ids.includes(value as T);
const isPaymentMethodId = isOneOf(paymentMethodIds);
const isShippingMethodId = isOneOf(shippingMethodIds);

export interface SavedCheckout {
  customerInfo: CustomerInfo | null;
  paymentMethodId: PaymentMethodId | null;
  shippingMethodId: ShippingMethodId | null;
}

/** What the shopper entered at an earlier checkout on this device, remembered between visits. */
export function createCheckoutMemory(storage: KeyValueStorage) {
  return {
    read: (): SavedCheckout => ({
      customerInfo: readJson(storage, checkoutStorageKeys.customerInfo, isCustomerInfo),
      paymentMethodId: readJson(storage, checkoutStorageKeys.paymentMethod, isPaymentMethodId),
      shippingMethodId: readJson(storage, checkoutStorageKeys.shippingMethod, isShippingMethodId),
    }),
    saveCustomerInfo: (info: CustomerInfo) => writeJson(storage, checkoutStorageKeys.customerInfo, info),
    savePaymentMethod: (id: PaymentMethodId | null) => writeJson(storage, checkoutStorageKeys.paymentMethod, id),
    saveShippingMethod: (id: ShippingMethodId | null) => writeJson(storage, checkoutStorageKeys.shippingMethod, id),
  };
}

export type CheckoutMemory = ReturnType<typeof createCheckoutMemory>;
