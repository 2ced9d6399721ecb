import type { Cart, CartLine, CartUpdateDiff } from '../cart/types';
import type { MarketCode } from '../app-shell/types';
import type { Money } from '../money/types';
import type { PageBase } from '../pages/page-types';

/** A postal address as the checkout form holds it; `countryCode` is the market's alpha2. */
export interface Address {
  firstName: string;
  lastName: string;
  careOf?: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: MarketCode;
}

/** Stored by the client under the local-storage key `customerinfo` (spec 01 §3 "Customer info"). */
export interface CustomerInfo {
  billingAddress: Address;
  alternativeDeliveryAddress?: Address;
  email: string;
  phoneNumber: string;
  hasAlternativeDeliveryAddress: boolean;
  hasEnoughInfoToCompletePurchase: boolean;
  identificationNumber?: string;
  salesPerson?: string;
  emailHashed?: string;
  doorCode?: string;
  nipCode?: string;
}

export interface Orderer {
  email: string;
  emailHashed?: string;
  identificationNumber?: string;
}

export type PaymentMethodId = 'card' | 'invoice' | 'giftCard';

export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  description: string;
  /** False with a reason when the method cannot be used for this cart (e.g. invoice over its limit). */
  isAvailable: boolean;
  unavailableReason?: string;
}

export type ShippingMethodId = 'home' | 'deliveryPoint' | 'store';

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

export interface GiftWrapGreetingInformation {
  wrap: boolean;
  /** At most 200 characters, shown on the card in the parcel. */
  greeting: string;
}

/** A card as the payment provider tokenized it in the browser; the card number never reaches our server. */
export interface CardPaymentDetails {
  token: string;
}

/** The checkout form (spec 01 §3 "Checkout form"), sent whole with completePurchase and in part with update. */
export interface CheckoutForm {
  orderer: Orderer;
  customerInfo: CustomerInfo;
  selectedPaymentMethodId: PaymentMethodId | null;
  selectedShippingMethodId: ShippingMethodId | null;
  selectedDeliveryPoint: { id: string } | null;
  useExpressHandling: boolean;
  giftWrapGreetingInformation: GiftWrapGreetingInformation | null;
  clubTerms: boolean;
  emailSubscription: boolean;
  textSubscription: boolean;
  /** Quantity changes, plus coupon codes added and removed. */
  cart: { items: CartUpdateDiff['items']; addedCodes: string[]; removedCodes: string[] };
  location?: string;
  setAddressByPersonalNumber?: boolean;
  /** Card token when paying by card; gift card codes used first, in order, for any payment method. */
  payment: { card?: CardPaymentDetails; giftCardCodes: string[] };
}

/** Body of `POST /checkout/update`: the merged pending changes (any subset of the form). */
export type CheckoutUpdateRequest = Partial<CheckoutForm>;

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

/** Answer of `POST /checkout/update` (spec 01 §3 "Checkout update response"). */
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

/** What the browser must do to finish a payment (the test provider's challenge step, like 3-D Secure). */
export interface ClientPaymentAction {
  type: 'challenge';
  pspReference: string;
  /** Shown above the code input, e.g. 'Enter the code your bank sent you'. */
  prompt: string;
}

/** Answer of `POST /checkout/completePurchase` (spec 01 §3 "Complete-purchase response"); exactly one outcome is set. */
export interface CompletePurchaseResponse {
  initialPaymentResultAction?: 'needsClientProcessing';
  paymentAction?: ClientPaymentAction;
  /** With `paymentRedirectUrl`: post these fields to it as a form. */
  paymentPostData?: { action: string; fields: Record<string, string> };
  paymentRedirectUrl?: string;
  formEncoding?: 'application/x-www-form-urlencoded';
  orderConfirmationRedirectUrl?: string;
  newPageData?: CheckoutPageViewModel;
}

/** Body of `POST /api/my/carts/current/adyen-details`: the result of a challenge or a redirect. */
export interface PaymentDetailsRequest {
  pspReference: string;
  details: Record<string, string>;
}

/** The redirect-return page (`/checkout/await?pspReference=…`): it finishes the payment and moves on. */
export interface AdyenAwaitViewModel extends PageBase {
  componentName: 'AdyenAwaitViewModel';
  pspReference: string;
  /** What the provider appended to the return URL, posted back with adyen-details. */
  details: Record<string, string>;
}

/** An order moves from awaitingPayment to placed (or cancelled), then to shipped and delivered. */
export type OrderStatus = 'awaitingPayment' | 'placed' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderPayment {
  method: PaymentMethodId;
  amount: Money;
  /** '•••• 1111' for cards, the masked code for gift cards. */
  description: string;
}

export interface Order {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  lines: CartLine[];
  summary: CheckoutSummary;
  shippingMethod: { id: ShippingMethodId; name: string };
  deliveryPoint?: DeliveryPoint;
  deliveryAddress: Address;
  couponCodes: string[];
  payments: OrderPayment[];
  giftWrapGreeting?: string;
}

/** Order confirmation tracking (spec 01 §3, §9): sent once per transaction id, only while not expired. */
export interface OrderTracking {
  trackingInformationUser: { emailHashed: string };
  trackingInformationProducts: { id: string; quantity: number; price: Money }[];
  trackingInformationTransaction: { id: string; revenue: Money; shipping: Money; coupon?: string };
  isTrackingExpired: boolean;
}

/** `/orderconfirmation/{orderNumber}`. */
export interface OrderConfirmationPageViewModel extends PageBase, OrderTracking {
  componentName: 'OrderConfirmationPageViewModel';
  order: Order;
}

/** `GET /api/gift-cards/{code}`. */
export interface GiftCardBalance {
  code: string;
  balance: Money;
  expiresAt: string;
  isUsable: boolean;
}

/** `GET /api/shipping/free-shipping-thresholds`: market → amount from which shipping is free. */
export type FreeShippingThresholds = Partial<Record<MarketCode, Money>>;
