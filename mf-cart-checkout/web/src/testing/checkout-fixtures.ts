// Test factories for the checkout: a valid page, checkout state and server answers, with what a test cares about overridden.
import type { Cart } from '@storefront/platform';
import type { Address, CheckoutForm, CustomerInfo } from '../../../contract/checkout-form';
import type {
  CheckoutPageViewModel,
  CheckoutState,
  CheckoutUpdateResponse,
  PaymentMethod,
  ShippingMethod,
} from '../../../contract/checkout';
import { aCart, aCartLine, fakeHttp, sek, type FakeRequest } from './fixtures';
import type { KeyValueStorage } from '../browser-storage/safe-storage';

export const anAddress = (overrides: Partial<Address> = {}): Address => ({
  firstName: '',
  lastName: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode: 'SE',
  ...overrides,
});

export const aCustomerInfo = (overrides: Partial<CustomerInfo> = {}): CustomerInfo => ({
  billingAddress: anAddress(),
  email: '',
  phoneNumber: '',
  hasAlternativeDeliveryAddress: false,
  hasEnoughInfoToCompletePurchase: false,
  ...overrides,
});

/** Customer info a shopper filled in completely. */
export const aFilledCustomerInfo = (overrides: Partial<CustomerInfo> = {}): CustomerInfo =>
  aCustomerInfo({
    billingAddress: anAddress({ firstName: 'Anna', lastName: 'Berg', street: 'Storgatan 1', postalCode: '11122', city: 'Stockholm' }),
    email: 'anna@example.com',
    phoneNumber: '0701234567',
    hasEnoughInfoToCompletePurchase: true,
    ...overrides,
  });

export const aCheckoutForm = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  orderer: { email: '' },
  customerInfo: aCustomerInfo(),
  selectedPaymentMethodId: null,
  selectedShippingMethodId: null,
  selectedDeliveryPoint: null,
  useExpressHandling: false,
  giftWrapGreetingInformation: null,
  clubTerms: false,
  emailSubscription: false,
  textSubscription: false,
  cart: { items: {}, addedCodes: [], removedCodes: [] },
  payment: { giftCardCodes: [] },
  ...overrides,
});

export const shippingMethods: ShippingMethod[] = [
  {
    id: 'home',
    name: 'Home delivery',
    description: 'To your door',
    price: sek(79),
    requiresDeliveryPoint: false,
    supportsExpressHandling: true,
    deliveryTime: '1–3 working days',
  },
  {
    id: 'deliveryPoint',
    name: 'Delivery point',
    description: 'Pick up near you',
    price: sek(39),
    requiresDeliveryPoint: true,
    supportsExpressHandling: false,
    deliveryTime: '2–4 working days',
  },
  {
    id: 'store',
    name: 'Store pickup',
    description: 'In one of our stores',
    price: sek(0),
    requiresDeliveryPoint: false,
    supportsExpressHandling: false,
    deliveryTime: '3–5 working days',
  },
];

export const paymentMethods: PaymentMethod[] = [
  { id: 'card', name: 'Card', description: 'Visa, Mastercard', isAvailable: true },
  { id: 'invoice', name: 'Invoice', description: 'Pay within 30 days', isAvailable: true },
  { id: 'giftCard', name: 'Gift card', description: 'Pay with gift cards', isAvailable: false, unavailableReason: 'The gift cards do not cover the order' },
];

export const aCheckoutState = (overrides: Partial<CheckoutState> = {}, form: Partial<CheckoutForm> = {}): CheckoutState => ({
  form: aCheckoutForm(form),
  shippingMethods,
  paymentMethods,
  expressHandlingPrice: sek(49),
  giftWrapPrice: sek(29),
  summary: {
    goods: sek(249),
    orderLevelDiscount: sek(0),
    shipping: sek(0),
    expressHandling: sek(0),
    giftWrap: sek(0),
    giftCards: sek(0),
    toPay: sek(249),
    total: sek(249),
    loyaltyPointsEarned: 24,
  },
  giftCards: [],
  ...overrides,
});

export const lipstick = aCartLine({ code: '100001', quantity: 1, maxQuantity: 5 });
export const serum = aCartLine({ code: '200001', brandName: 'Aurora', entryName: 'Hydra Serum', displayName: '30 ml', quantity: 2, maxQuantity: 10 });
export const checkoutCart = aCart({ items: [lipstick, serum], subTotal: sek(747), subTotalWithOrderLevelDiscount: sek(747) });

export const aCheckoutPage = (overrides: Partial<CheckoutPageViewModel> = {}): CheckoutPageViewModel => ({
  componentName: 'CheckoutPageViewModel',
  url: '/checkout',
  meta: { title: 'Checkout' },
  currentTheme: 'default',
  cart: checkoutCart,
  checkout: aCheckoutState(),
  requiresClubTerms: false,
  ...overrides,
});

/** The answer of POST /checkout/update that accepts the changes. */
export const anUpdateResponse = (checkout: CheckoutState, cart: Cart = checkoutCart, overrides: Partial<CheckoutUpdateResponse> = {}): CheckoutUpdateResponse => ({
  updateResult: { success: true },
  cart,
  orderer: checkout.form.orderer,
  validationResult: { success: true },
  checkout,
  ...overrides,
});

/** A storage the test can look into. */
export function aMemoryStorage(initial: Record<string, unknown> = {}): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** fakeHttp with the checkout's calls picked out. */
export function fakeCheckoutHttp() {
  const fake = fakeHttp();
  const to = (url: string) => () => fake.requests.filter((request) => request.url === url);
  return {
    ...fake,
    checkoutUpdates: to('/checkout/update'),
    purchases: to('/checkout/completePurchase'),
    tokenizations: to('/payment-provider/test/tokens'),
    paymentDetails: to('/api/my/carts/current/adyen-details'),
    last: (url: string): FakeRequest => {
      const matching = to(url)();
      const request = matching[matching.length - 1];
      if (!request) throw new Error(`No request to ${url}`);
      return request;
    },
  };
}
