import type { AppShellData } from '../app-shell/types';

/**
 * Every event on the bus, named `domain:event`. Payloads are plain JSON so they can cross tabs.
 * Add an event here before any team emits it: this map is the contract between remotes.
 */
export interface EventMap {
  'page:navigated': { url: string; componentName: string };
  'page:navigate-request': { url: string; replace?: boolean };
  /** Ask the cart to add; `requestId` (when given) comes back in 'cart:item-add-settled'. */
  'cart:item-added': { code: string; quantity: number; location?: string; requestId?: string };
  /** The server's answer to an add: the add-to-cart button shows fulfilled or rejected from it. */
  'cart:item-add-settled': { requestId: string; code: string; success: boolean; message?: string };
  /** Cart tracking, batched after 2 s of quiet with net quantities per product. */
  'tracking:cart': { added: { code: string; quantity: number }[]; removed: { code: string; quantity: number }[] };
  /** Order receipt tracking, once per transaction id. */
  'tracking:purchase': { transactionId: string; revenue: { amount: number; currency: string }; products: { id: string; quantity: number }[] };
  'cart:changed': { itemCount: number };
  'wishlist:changed': { codes: string[] };
  /**
   * Something needs a login: team Account opens the box on the login tab, with `message` or its own
   * text (reason 'page': a page answered 401) and `returnUrl` as where to go after the login.
   */
  'account:login-required': { returnUrl?: string; message?: string; reason?: 'page' };
  /**
   * Open the account box on a tab (header account button while logged out, `?register`); `mode` 'forgot-password'
   * opens the login tab on the forgotten-password form (the reset page's "ask for a new link").
   */
  'account:open-box': { tab: 'login' | 'register'; mode?: 'forgot-password' };
  /** The account box is listening: the shell sends it the login requests it held until now. */
  'account:box-ready': Record<string, never>;
  /** The account box closed without a login: whoever waits for 'account:logged-in' stops waiting. */
  'account:box-closed': Record<string, never>;
  /** Login or registration succeeded: other tabs reload their app shell data. */
  'account:logged-in': { userId: string };
  /**
   * The shopper left (logout, or the account deleted): each team forgets what it keeps of them at this browser, and
   * other tabs reload their app shell data. `wasLoggedIn` false: a visitor left an unattended shared screen. Account
   * waits (`emitAndWait`) for the work listeners hand to `waitUntil` before it loads the start page.
   */
  'account:logged-out': { wasLoggedIn: boolean };
  /** The member's unread notification count changed (read, clicked, new ones fetched). */
  'notifications:changed': { unreadCount: number };
  'appshell:updated': { data: AppShellData };
  /** Ask the shell to reload app shell data now (e.g. after a coupon code from the URL was applied). */
  'appshell:reload-request': { reason: string };
  'network:error': { status: number; url: string; retry?: () => void };
  'toast:show': { message: string; kind: 'info' | 'error' | 'success' };
}

export type EventName = keyof EventMap;

export interface BusEvent<N extends EventName = EventName> {
  name: N;
  payload: EventMap[N];
  /** Unique per emission; used to drop echoes across tabs. */
  token: string;
  /** True when the event came from another tab. */
  fromOtherTab: boolean;
  /**
   * Present on an event sent with `emitAndWait`, in the tab that sent it: a listener hands it work the sender waits
   * for (as a service worker's `event.waitUntil`).
   */
  waitUntil?: (work: Promise<unknown>) => void;
}

/** Events that are sent to other tabs through BroadcastChannel. */
export const crossTabEvents: ReadonlySet<EventName> = new Set<EventName>([
  'cart:changed',
  'wishlist:changed',
  'account:logged-in',
  'account:logged-out',
  'notifications:changed',
]);

/**
 * Requests to the team that acts on them, whose remote may load after the page that asks: one emitted while nothing
 * listens for it is kept (a few seconds) and handed to the first listener, instead of being lost. An addition clicked
 * on a product page before the cart's remote has loaded still reaches the cart.
 */
export const heldEvents: ReadonlySet<EventName> = new Set<EventName>(['cart:item-added']);
