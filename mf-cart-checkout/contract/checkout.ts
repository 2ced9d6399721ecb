import type { Cart, MarketCode, Money, PageBase } from '@storefront/platform';
import type { CheckoutForm, Orderer, PaymentMethodId, ShippingMethodId } from './checkout-form';

/*
 * The checkout as the server sees it: what can be chosen, what it costs, what is wrong, and the checkout page.
 */

export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  description: string;
  /** False with a reason when the method cannot be used for this cart (e.g. invoice over its limit). */
  isAvailable: boolean;
  unavailableReason?: string;
}

export interface ShippingMethod {
  id: ShippingMethodId;
  name: string;
  description: string;
  /** What the shopper pays for this method now (zero with free shipping). */
  price: Money;
  /** The ordinary price, when `price` is lower because of free shipping. */
  originalPrice?: Money;
  requiresDeliveryPoint: boolean;
  supportsExpressHandling: boolean;
  /** e.g. '1–3 working days'. */
  deliveryTime: string;
}

/** A pickup point (parcel shop or store) from `GET /api/shipping/delivery-points?method=&postalCode=`. */
export interface DeliveryPoint {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  distanceMeters?: number;
  openingHours: string[];
}

/** A field problem shown at the field: key is the form path ('customerInfo.billingAddress.postalCode'). */
export type CheckoutFieldErrors = Record<string, string>;

export interface CheckoutValidationResult {
  success: boolean;
  paymentErrorMessage?: string;
  /** A message for the whole checkout (out of stock, cart changed, purchase failed). */
  errorMessage?: string;
  fieldErrors?: CheckoutFieldErrors;
}

/** The costs on top of the goods, and what the shopper pays in total, in integer minor units. */
export interface CheckoutSummary {
  goods: Money;
  orderLevelDiscount: Money;
  shipping: Money;
  expressHandling: Money;
  giftWrap: Money;
  /** Paid by gift cards. */
  giftCards: Money;
  /** What is left to pay with the selected payment method. */
  toPay: Money;
  total: Money;
  loyaltyPointsEarned: number;
}

/** The server's view of the checkout: the form as it stands and what can be chosen. */
export interface CheckoutState {
  form: CheckoutForm;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  expressHandlingPrice: Money;
  giftWrapPrice: Money;
  summary: CheckoutSummary;
  /** Gift cards entered, with what each pays and what is left on it afterwards. */
  giftCards: { code: string; amountUsed: Money; balanceAfter: Money }[];
}

/** Answer of `POST /checkout/update`. */
export interface CheckoutUpdateResponse {
  updateResult: { success: boolean; message?: string };
  cart: Cart;
  orderer: Orderer;
  trackingPhoneNumber?: string;
  validationResult: CheckoutValidationResult;
  checkout: CheckoutState;
}

/** The checkout page. `/checkout`. */
export interface CheckoutPageViewModel extends PageBase {
  componentName: 'CheckoutPageViewModel';
  cart: Cart;
  checkout: CheckoutState;
  /** Set when a complete-purchase came back with this page: the error to show. */
  validationResult?: CheckoutValidationResult;
  /** Club terms must be accepted when the shopper is not a club member yet. */
  requiresClubTerms: boolean;
}

/** `GET /api/shipping/free-shipping-thresholds`: market → amount from which shipping is free. */
export type FreeShippingThresholds = Partial<Record<MarketCode, Money>>;
