import type { Money } from '../money/types';
import type { Image, Price, ProductVariesBy } from '../pages/catalog-types';

/** A line of the cart: one product code and its quantity, prices and flags. */
export interface CartLine {
  code: string;
  url: string;
  image: Image;
  brandName: string;
  productSerie?: string;
  productCollection?: string;
  entryName: string;
  shortName?: string;
  clothingSize?: string;
  size: string;
  unit: string;
  productVariesBy: ProductVariesBy;
  /** Price of the line: `current` is the total for the quantity, `eachPrice` the price of one. */
  price: Price;
  quantity: number;
  maxQuantity: number;
  isGift: boolean;
  isExpressHandling: boolean;
  isGiftWrapProduct: boolean;
  isPrescriptionFreeProduct: boolean;
  isNicotineProduct: boolean;
  displayName: string;
}

/** One optimistic change not yet accepted by the server: product code → quantities. */
export interface PendingChange {
  id: string;
  items: Record<string, { previousQuantity: number; newQuantity: number }>;
}

export interface CartUpdateResult {
  addedItems: CartLine[];
  removedItems: CartLine[];
  exponeaEvents: unknown[];
  promotionCodeAlreadyApplied: boolean;
  success: boolean;
}

export type PromotionKind = 'orderDiscount' | 'couponCode' | 'freeShipping' | 'giftWithPurchase' | 'addonOffer';

/** A promotion that applies to the cart now; `discount` is what it takes off (zero for free shipping and gifts). */
export interface Promotion {
  /** The promotion's id, or the coupon code the shopper entered. */
  code: string;
  kind: PromotionKind;
  /** Shown to the shopper, in the shopper's language. */
  name: string;
  discount: Money;
  /** Set when an entered coupon code gives nothing now, saying why (e.g. spend 120 kr more); `discount` is then zero. */
  notAppliedReason?: string;
}

/** An offer shown in the cart: add this product and get it at `offerPrice`. */
export interface AddonOffer {
  code: string;
  name: string;
  offerPrice: Money;
  ordinaryPrice: Money;
  /** Spend this much more to unlock the offer; zero when it is open now. */
  amountLeft: Money;
  /** The product's page and picture, to show the offer. */
  url?: string;
  image?: Image;
}

export type ShippingMode = 'notApplicable' | 'home' | 'deliveryPoint' | 'store';

export interface Cart {
  cartId: string;
  items: CartLine[];
  isLoading: boolean;
  subTotal: Money;
  subTotalWithOrderLevelDiscount: Money;
  orderLevelDiscount: Money;
  totalSavings: Money;
  promotions: Promotion[];
  /** Null when the market has no free-shipping threshold. */
  amountLeftToFreeShipping: Money | null;
  loyaltyPointsEarned: number;
  cartUpdateResult?: CartUpdateResult;
  trackingItems: { id: string; quantity: number; price: Money }[];
  hasItemsWithMemberPrices: boolean;
  enteredPromotionCode?: string;
  currency: Money['currency'];
  shippingMode: ShippingMode;
  shippingInfo?: string;
  couponCodesDisabledMessage?: string;
  pendingChanges: PendingChange[];
  addonOffers: AddonOffer[];
  /** Coupon codes applied to this cart, in the order they were entered. */
  appliedCouponCodes: string[];
  /** True when the shipping (of any method) is free because of the threshold or a free-shipping code. */
  hasFreeShipping: boolean;
}

