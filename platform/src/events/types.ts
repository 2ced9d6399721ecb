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
  /** Cart tracking, batched after 2 s of quiet with net quantities per product (spec 01 §9). */
  'tracking:cart': { added: { code: string; quantity: number }[]; removed: { code: string; quantity: number }[] };
  /** Order receipt tracking, once per transaction id. */
  'tracking:purchase': { transactionId: string; revenue: { amount: number; currency: string }; products: { id: string; quantity: number }[] };
  'cart:changed': { itemCount: number };
  'wishlist:changed': { codes: string[] };
  'account:login-required': { returnUrl?: string; message?: string };
  'appshell:updated': { data: AppShellData };
  /** Ask the shell to reload app shell data now (spec 01 §7: after a coupon code from the URL was applied). */
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
}

/** Events that are sent to other tabs through BroadcastChannel. */
export const crossTabEvents: ReadonlySet<EventName> = new Set<EventName>([
  'cart:changed',
  'wishlist:changed',
]);
