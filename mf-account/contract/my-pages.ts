import type { Image, MemberOrder, MemberOrderSummary, PageBase } from '@storefront/platform';
import type { LoyaltyStatus } from './loyalty';
import type { MemberProfile } from './member-profile';

/*
 * My pages: the start page, the monitored products and the order pages (a member's order is the platform's: team
 * Checkout answers with it).
 */

export interface MonitoredProduct {
  code: string;
  title: string;
  brandName: string;
  image: Image | null;
  url: string;
  isBuyable: boolean;
  monitoredSince: string;
}

/** `/my-pages` */
export interface MyPagesStartPageViewModel extends PageBase {
  componentName: 'MyPagesStartPageViewModel';
  profile: MemberProfile;
  loyalty: LoyaltyStatus;
  ongoingOrders: MemberOrderSummary[];
  links: { url: string; title: string }[];
}

/** `/my-pages/monitored-products` */
export interface MonitoredProductsPageViewModel extends PageBase {
  componentName: 'MonitoredProductsPageViewModel';
  items: MonitoredProduct[];
}

/** `/my-pages/orders` (history) and `/my-pages/orders/ongoing`. */
export interface OrderHistoryPageViewModel extends PageBase {
  componentName: 'OrderHistoryPageViewModel' | 'OngoingOrdersPageViewModel';
  orders: MemberOrderSummary[];
}

/** `/my-pages/orders/{orderNumber}` */
export interface OrderDetailsPageViewModel extends PageBase {
  componentName: 'OrderDetailsPageViewModel';
  order: MemberOrder;
}

/** `/my-pages/orders/{orderNumber}/receipt` */
export interface DetailedReceiptPageViewModel extends PageBase {
  componentName: 'DetailedReceiptPageViewModel';
  order: MemberOrder;
  seller: { name: string; organisationNumber: string; address: string };
}
