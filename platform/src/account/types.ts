import type { Image, Price } from '../pages/catalog-types';
import type { Money } from '../money/types';
import type { CurrentUser } from '../app-shell/types';

/*
 * What team Account shares with the shell, the gateway and team Checkout: the session the gateway resolves, Account's
 * part of the app shell data (wish list, notifications), a member's orders (Checkout answers with them) and the
 * login-required answer. What only Account's own web/ and api/ exchange is in mf-account/contract/.
 */

// ---------- Identity the gateway resolves (internal) ----------

/** POST /internal/sessions/resolve { token } on team Account → 200 this, or 404 when the session is unknown or over. */
export interface ResolvedSession {
  userId: string;
  email: string;
  /** Set while an administrator acts as `userId`. */
  impersonatorId: string | null;
  impersonatorEmail: string | null;
  roles: MemberRole[];
}

export type MemberRole = 'admin';

/** GET /internal/app-shell on team Account: its parts of app shell data for the identity's member (or visitor). */
export interface AccountAppShellPart {
  currentUser: CurrentUser;
  wishList: WishListItem[];
  notifications: Notification[];
  /** Unread count of all notifications (the list above holds the latest only). */
  unreadNotificationCount: number;
  /** Newsletter signup in the footer is hidden for members subscribed to both. */
  isSubscribedToBoth: boolean;
}

// ---------- Wish list ----------

export interface WishListItem {
  code: string;
  title: string;
  image: Image | null;
  url: string;
  brandName: string;
  entryName: string;
  productSerie?: string;
  productCollection?: string;
  variationDescription?: string;
  notAvailableInMarket: boolean;
  price?: Price;
}

// ---------- Notifications ----------

export type NotificationState = 'unread' | 'viewed' | 'clicked';

export interface NotificationTextPart {
  text: string;
  bold?: boolean;
  underline?: boolean;
  italic?: boolean;
  dimmed?: boolean;
}

export interface NotificationText {
  tag: 'p' | 'span';
  alignment?: 'left' | 'center';
  children: NotificationTextPart[];
}

/** What a notification is about; `social-*` come from team Social (an answer, a comment, a helpful mark). */
export type NotificationKind =
  | 'order-shipped'
  | 'back-in-stock'
  | 'price-drop'
  | 'welcome'
  | 'social-answer'
  | 'social-comment'
  | 'social-helpful'
  | 'social-follow'
  | 'social-look-comment'
  | 'social-look-like'
  | 'social-picture-comment'
  | 'social-picture-like'
  | 'social-mention'
  | 'social-comment-mention'
  | 'social-comment-reply'
  | 'social-comment-like'
  | 'social-message-invitation'
  | 'social-direct-message';

export interface Notification {
  id: string;
  kind: NotificationKind;
  state: NotificationState;
  targetUrl: { url: string };
  image: Image | null;
  overlay?: { emoji?: string; image?: Image };
  text: NotificationText;
  createdAtUtc: string;
}

// ---------- A member's orders (team Checkout answers with them) ----------

export type MemberOrderStatus = 'placed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

export interface MemberOrderLine {
  code: string;
  name: string;
  brandName: string;
  image: Image | null;
  url: string;
  quantity: number;
  unitPrice: Money;
  total: Money;
  /** How many can still be returned or complained about. */
  returnableQuantity: number;
}

export interface MemberOrderSummary {
  orderNumber: string;
  status: MemberOrderStatus;
  createdAt: string;
  total: Money;
  itemCount: number;
  isOngoing: boolean;
  /** Club points the order earned (they count toward the loyalty level while the order is not cancelled). */
  loyaltyPoints?: number;
}

export interface MemberOrder extends MemberOrderSummary {
  lines: MemberOrderLine[];
  subTotal: Money;
  shipping: Money;
  discount: Money;
  vat: Money;
  shippingMethodName: string;
  deliveryAddress: { name: string; street: string; postalCode: string; city: string };
  paymentMethodNames: string[];
  shippedAt: string | null;
  trackingUrl: string | null;
  returns: OrderReturnRequest[];
}

export type ReturnKind = 'return' | 'complaint';

export interface OrderReturnRequest {
  id: string;
  kind: ReturnKind;
  createdAt: string;
  lines: { code: string; quantity: number; reasonId: string }[];
  comment: string;
  status: 'received' | 'approved' | 'rejected';
}

/** A page or call a member must be logged in for answers 401 with this body; the shell opens the account box. */
export interface LoginRequiredBody {
  error: { code: 'login_required'; message: string; fields?: { returnUrl: string } };
}
