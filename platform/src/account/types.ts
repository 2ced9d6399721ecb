import type { Image, Price } from '../pages/catalog-types';
import type { PageBase } from '../pages/page-types';
import type { Money } from '../money/types';
import type { CurrentUser } from '../app-shell/types';

/*
 * Team Account's contract (spec 01 §3, §4.4, §4.5, §4.7, §5, §7; spec 02 §7 my/*, loyalty/*).
 * Every call is JSON; every state change is a POST that needs the CSRF token header (see httpHeaders.csrfToken).
 */

// ---------- Login, registration, password (spec 01 §7) ----------

/** POST /dologin. `recaptchaV2Token` carries the solved second-stage challenge (see AuthenticationChallenge). */
export interface LoginRequest {
  email: string;
  password: string;
  recaptchaV3Token?: string;
  recaptchaV2Token?: string;
}

export interface LoginResponse {
  success: boolean;
  /** The next attempt must carry a solved challenge in `recaptchaV2Token`. */
  needsV2Token: boolean;
  /** Shown as it is (already in the shopper's language). */
  message?: string;
  /** With `needsV2Token`: the challenge to solve for the next attempt, as hard as the server now asks. */
  challenge?: AuthenticationChallenge;
}

/** POST /register. `birthDate` is `YYYY-MM-DD`. */
export interface RegistrationRequest {
  email: string;
  password: string;
  phoneNumber?: string;
  birthDate?: string;
  emailSubscription: boolean;
  textSubscription: boolean;
  /** The member terms (spec 01 §5: registration needs them accepted). */
  acceptedTerms: boolean;
  /** A solved challenge, when the last answer said `needsV2Token` (many registrations from this address). */
  recaptchaV2Token?: string;
}

/**
 * `isValid: true` means a confirmation link is on its way to the address (the same answer when the address already
 * has an account: its owner is told by mail instead); the member logs in by opening it.
 */
export interface RegistrationResponse {
  isValid: boolean;
  message?: string;
  /** Per-field messages, keyed by the request's field names. */
  fieldErrors?: Partial<Record<keyof RegistrationRequest, string>>;
  /** Nothing was registered: send again with the solution of `challenge` in `recaptchaV2Token`. */
  needsV2Token?: boolean;
  challenge?: AuthenticationChallenge;
}

/** POST /api/authentication/confirm-registration: the token of the link in the confirmation mail; it logs the member in. */
export interface ConfirmRegistrationRequest {
  token: string;
}

/** POST /ForgotPasswordPage/ResetPassword: asks for a reset link by e-mail. */
export interface ForgotPasswordRequest {
  email: string;
  clubTerms?: boolean;
  recaptchaV3Token?: string;
  recaptchaV2Token?: string;
}

export interface ForgotPasswordResponse {
  /** `needClubTermsAccepted`: ask again with `clubTerms: true` (a customer who never joined the club). */
  response: 'needClubTermsAccepted' | 'notOk' | 'ok';
  message?: string;
  needsV2Token: boolean;
}

/** GET /forgot-password?token=… (the link in the reset mail). */
export interface ForgotPasswordPageViewModel extends PageBase {
  componentName: 'ForgotPasswordPageViewModel';
  /** The token from the link, when it is still valid; null shows "the link has expired" with a way to ask again. */
  token: string | null;
  /** The account's e-mail, masked (a•••@example.com), when the token is valid. */
  maskedEmail?: string;
  minPasswordLength: number;
}

/** POST /api/forgot-password/update-password. */
export interface UpdatePasswordRequest {
  token: string;
  password: string;
}

export interface UpdatePasswordResponse {
  success: boolean;
  message?: string;
}

/**
 * POST /api/authentication/unlock-login: the token of the link an account's owner is mailed while its logins are
 * under attack. It sets a cookie that lets this browser's next login with the right password skip the challenge.
 */
export interface UnlockLoginRequest {
  token: string;
}

/** The answer to a link from a mail opened in the shop (unlock a login, confirm a registration). */
export interface MailLinkResponse {
  success: boolean;
  /** Shown as it is (already in the shopper's language). */
  message?: string;
}

/** POST /dologout and /dologout/stopimpersonation. */
export interface LogoutResponse {
  success: boolean;
  /** Where the browser goes next: '/' after logout; the admin's page after stopping an impersonation. */
  redirectUrl: string;
}

/**
 * GET /api/authentication/challenge: the built-in second-stage challenge, a proof of work that needs no third-party
 * service and no puzzle for the shopper (accessible). Find a `nonce` (decimal integer) such that
 * SHA-256(`${salt}:${nonce}`) starts with `difficultyBits` zero bits; send `${token}.${nonce}` as `recaptchaV2Token`.
 */
export interface AuthenticationChallenge {
  algorithm: 'SHA-256';
  salt: string;
  difficultyBits: number;
  /** Opaque, signed by the server: it carries the salt, the difficulty and the expiry. */
  token: string;
  expiresAt: string;
}

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
  /** Newsletter signup in the footer is hidden for members subscribed to both (spec 01 §2.4). */
  isSubscribedToBoth: boolean;
}

// ---------- Wish list (spec 01 §3, §4.4) ----------

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

/** POST /accountwishlist/add and /remove. Logged out → 401 { message: 'Add item to wishlist requires login' }. */
export interface WishListChangeRequest {
  code: string;
  location?: string;
}

export interface WishListAddResponse {
  addedItems: WishListItem[];
  exponeaEvents: unknown[];
}

export interface WishListRemoveResponse {
  exponeaEvents: unknown[];
}

/** `/wishlist` */
export interface AccountWishListPageViewModel extends PageBase {
  componentName: 'AccountWishListPageViewModel';
  items: WishListItem[];
  maxItemsInWishList: number;
}

// ---------- Notifications (spec 01 §3, §4.5) ----------

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

export type NotificationKind = 'order-shipped' | 'back-in-stock' | 'price-drop' | 'welcome';

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

/** GET /api/my/notifications?before={id}&take={n} (newest first). */
export interface NotificationList {
  items: Notification[];
  unreadCount: number;
  hasMore: boolean;
}

/** POST /Notifications/Update and /api/my/notifications/update: exactly one of the three. */
export interface NotificationUpdateRequest {
  viewedIds?: string[];
  clickedIds?: string[];
  clickedAll?: boolean;
}

export interface NotificationUpdateResponse {
  unreadCount: number;
}

/** `/notifications` */
export interface NotificationsPageViewModel extends PageBase {
  componentName: 'NotificationsPageViewModel';
  notifications: NotificationList;
  isSocialEnabled: boolean;
}

// ---------- Newsletter (spec 01 §5, §7) ----------

/** POST /newslettersignup/subscribe. A visitor gives `email`; a member chooses e-mail and/or text. */
export interface NewsletterSignupRequest {
  acceptedEmail: boolean;
  acceptedSms: boolean;
  phoneNumber?: string;
  email?: string;
}

export interface NewsletterSignupResponse {
  success: boolean;
  message?: string;
}

// ---------- My pages (spec 02 §5, §7) ----------

export interface MemberProfile {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthDate: string | null;
  memberNumber: string;
  memberSince: string;
  emailSubscription: boolean;
  textSubscription: boolean;
}

/** POST /api/my/profile/update. */
export interface ProfileUpdateRequest {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  birthDate?: string | null;
}

/** POST /api/my/profile/change-email. */
export interface ChangeEmailRequest {
  newEmail: string;
  password: string;
}

/** POST /api/my/profile/delete-account. */
export interface DeleteAccountRequest {
  password: string;
}

/** POST /api/my/profile/subscriptions. */
export interface SubscriptionsUpdateRequest {
  emailSubscription: boolean;
  textSubscription: boolean;
  phoneNumber?: string;
}

export interface ProfileChangeResponse {
  success: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  profile?: MemberProfile;
}

export interface LoyaltyLevel {
  id: string;
  name: string;
  /** Points earned in the last 12 months needed for this level. */
  minPoints: number;
  benefits: string[];
}

/** GET /api/my/loyalty/current-level. */
export interface LoyaltyStatus {
  level: LoyaltyLevel;
  points: number;
  nextLevel: LoyaltyLevel | null;
  pointsToNextLevel: number | null;
}

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

export interface ReturnReason {
  id: string;
  text: string;
}

/** GET /api/my/orders/{n}/return (and /file-complaint): what may be sent back and why. */
export interface ReturnInfo {
  kind: ReturnKind;
  order: MemberOrder;
  reasons: ReturnReason[];
  /** Returns are open for 30 days after delivery (shipping date here); complaints for 3 years. */
  isOpen: boolean;
  closedMessage?: string;
}

/** POST /api/my/orders/{n}/return and /file-complaint. */
export interface ReturnSubmitRequest {
  lines: { code: string; quantity: number; reasonId: string }[];
  comment?: string;
}

export interface OrderReturnRequest {
  id: string;
  kind: ReturnKind;
  createdAt: string;
  lines: { code: string; quantity: number; reasonId: string }[];
  comment: string;
  status: 'received' | 'approved' | 'rejected';
}

export interface ReturnSubmitResponse {
  success: boolean;
  message?: string;
  request?: OrderReturnRequest;
}

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

/** `/my-pages/profile` */
export interface MyProfilePageViewModel extends PageBase {
  componentName: 'MyProfilePageViewModel';
  profile: MemberProfile;
}

/** `/my-pages/subscriptions` */
export interface SubscriptionsPageViewModel extends PageBase {
  componentName: 'SubscriptionsPageViewModel';
  emailSubscription: boolean;
  textSubscription: boolean;
  phoneNumber: string;
}

/** `/my-pages/monitored-products` */
export interface MonitoredProductsPageViewModel extends PageBase {
  componentName: 'MonitoredProductsPageViewModel';
  items: MonitoredProduct[];
}

/** `/my-pages/qr-code` */
export interface MyQRCodePageViewModel extends PageBase {
  componentName: 'MyQRCodePageViewModel';
  memberNumber: string;
  /** An SVG document of the QR code of the member number, made on the server (inert: no script). */
  qrCodeSvg: string;
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

/** `/my-pages/orders/{orderNumber}/return?kind=return|complaint` */
export interface ReturnOrReclaimPageViewModel extends PageBase {
  componentName: 'ReturnOrReclaimPageViewModel';
  info: ReturnInfo;
}

/** `/club` */
export interface ClubPageViewModel extends PageBase {
  componentName: 'ClubPageViewModel';
  levels: LoyaltyLevel[];
  faq: { question: string; answer: string }[];
  /** Null for visitors. */
  loyalty: LoyaltyStatus | null;
}

/** A page or call a member must be logged in for answers 401 with this body; the shell opens the account box. */
export interface LoginRequiredBody {
  error: { code: 'login_required'; message: string; fields?: { returnUrl: string } };
}
