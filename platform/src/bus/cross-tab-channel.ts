import { crossTabEvents, type EventMap, type EventName } from '../events/types';

/** The part of BroadcastChannel the bus uses; tests pass a fake. */
export interface CrossTabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** What crosses tabs: name, payload and token; `fromOtherTab` is decided by the receiver. */
export interface CrossTabMessage<N extends EventName = EventName> {
  name: N;
  payload: EventMap[N];
  token: string;
}

export const defaultChannelName = 'storefront:bus';

/** Opens a BroadcastChannel where the browser has one; null means the bus stays in this tab. */
export function openBroadcastChannel(channelName: string): CrossTabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    const channel = new BroadcastChannel(channelName);
    // Node's BroadcastChannel keeps the process alive; browsers have no unref.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  } catch {
    return null;
  }
}

export function isCrossTabMessage(data: unknown): data is CrossTabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { name, token } = data as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    crossTabEvents.has(name as EventName) &&
    typeof token === 'string' &&
    'payload' in data
  );
}
