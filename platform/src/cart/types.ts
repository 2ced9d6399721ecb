import type { Money } from '../money/types';
import type { Image, Price, ProductVariesBy } from '../pages/catalog-types';
import type { PageBase } from '../pages/page-types';

/** A cart line (spec 01 §3, "Cart line"). */
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

export interface Promotion {
  code: string;
  name: string;
  discount: Money;
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
  addonOffers: unknown[];
}

/** Body of `POST /cart/update` (spec 01 §3, "Cart diff sent on update"). */
export interface CartUpdateDiff {
  items: Record<
    string,
    { newQuantity: number; previousQuantity: number; isModifaceLiveUsed?: boolean; isModifacePhotoUsed?: boolean }
  >;
  addedCodes: string[];
  forceReplaceCode?: string;
  isCheckoutPage: boolean;
}

/** Answer of `POST /cart/update`. */
export interface CartUpdateResponse {
  cartUpdateResult: CartUpdateResult;
  cart: Cart;
}

/** The cart page (`/basket`): the cart as the server had it when the page was asked for. */
export interface CartPageViewModel extends PageBase {
  componentName: 'CartPageViewModel';
  cart: Cart;
}
