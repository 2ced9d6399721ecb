import type { AppShellData } from '../app-shell/types';

/**
 * Every event on the bus, named `domain:event`. Payloads are plain JSON so they can cross tabs.
 * Add an event here before any team emits it: this map is the contract between remotes.
 */
export interface EventMap {
  'page:navigated': { url: string; componentName: string };
  'page:navigate-request': { url: string; replace?: boolean };
  'cart:item-added': { code: string; quantity: number; location?: string };
  'cart:changed': { itemCount: number };
  'wishlist:changed': { codes: string[] };
  'account:login-required': { returnUrl?: string; message?: string };
  'appshell:updated': { data: AppShellData };
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
