import { Observable, Subject, filter } from 'rxjs';
import { crossTabEvents, heldEvents, type BusEvent, type EventMap, type EventName } from '../events/types';
import {
  defaultChannelName,
  isCrossTabMessage,
  openBroadcastChannel,
  type CrossTabChannel,
  type CrossTabMessage,
} from './cross-tab-channel';
import { RecentTokens } from './recent-tokens';
import { documentVisibility, type TabVisibility } from './tab-visibility';

export interface Bus {
  emit<N extends EventName>(name: N, payload: EventMap[N]): void;
  /**
   * Emits, then resolves when the work this tab's listeners handed to `event.waitUntil` has settled, or after
   * `timeoutMs` at most: the sender cannot be held by a listener that hangs. Never rejects.
   */
  emitAndWait<N extends EventName>(name: N, payload: EventMap[N], timeoutMs: number): Promise<void>;
  on<N extends EventName>(name: N): Observable<BusEvent<N>>;
  readonly events$: Observable<BusEvent>;
  /** Closes the cross-tab channel and completes every stream. */
  dispose(): void;
}

export interface BusOptions {
  /** BroadcastChannel name; tabs with the same name share cross-tab events. */
  channelName?: string;
  /** A ready channel (tests); `null` keeps the bus in this tab. */
  channel?: CrossTabChannel | null;
  visibility?: TabVisibility;
  /** Events from other windows are handled after this delay; 100 ms by default. */
  crossTabDelayMs?: number;
  /** How many recent tokens are remembered, to drop echoes and duplicates; 20 by default. */
  rememberedTokens?: number;
  /** How long a held request (`heldEvents`) waits for its first listener; less than the asker's own timeout. */
  holdMs?: number;
  now?: () => number;
}

let tokenCounter = 0;
function newToken(): string {
  tokenCounter += 1;
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `${random}-${tokenCounter}`;
}

function isEventNamed<N extends EventName>(name: N) {
  return (event: BusEvent): event is BusEvent<N> => event.name === name;
}

export function createBus(options: BusOptions = {}): Bus {
  const events = new Subject<BusEvent>();
  const events$ = events.asObservable();
  const channel =
    options.channel !== undefined ? options.channel : openBroadcastChannel(options.channelName ?? defaultChannelName);
  const visibility = options.visibility ?? documentVisibility();
  const delayMs = options.crossTabDelayMs ?? 100;
  const seenTokens = new RecentTokens(options.rememberedTokens ?? 20);
  const waiting: CrossTabMessage[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const holdMs = options.holdMs ?? 5_000;
  const now = options.now ?? Date.now;
  const listenerCounts = new Map<EventName, number>();
  let held: { event: BusEvent; at: number }[] = [];

  /** The held requests named `name` still fresh, taken out of the hold (the first listener gets them). */
  function takeHeld<N extends EventName>(name: N): BusEvent<N>[] {
    const fresh = held.filter((entry) => entry.event.name === name && now() - entry.at <= holdMs).map((entry) => entry.event as BusEvent<N>);
    held = held.filter((entry) => entry.event.name !== name && now() - entry.at <= holdMs);
    return fresh;
  }

  function flush(): void {
    flushTimer = undefined;
    // A hidden tab keeps what it got until it is shown again.
    if (visibility.isHidden()) return;
    for (const message of waiting.splice(0)) {
      events.next({ name: message.name, payload: message.payload, token: message.token, fromOtherTab: true });
    }
  }

  function receive(event: MessageEvent): void {
    const message: unknown = event.data;
    if (!isCrossTabMessage(message) || seenTokens.has(message.token)) return;
    seenTokens.remember(message.token);
    waiting.push(message);
    if (!visibility.isHidden() && flushTimer === undefined) flushTimer = setTimeout(flush, delayMs);
  }

  channel?.addEventListener('message', receive);
  const stopListeningForVisible = visibility.onVisible(() => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flush();
  });

  function emit<N extends EventName>(name: N, payload: EventMap[N], waitUntil?: BusEvent['waitUntil']): void {
    const token = newToken();
    seenTokens.remember(token);
    const event: BusEvent = { name, payload, token, fromOtherTab: false, ...(waitUntil && { waitUntil }) };
    if (heldEvents.has(name) && !listenerCounts.get(name)) held.push({ event, at: now() });
    events.next(event);
    if (!channel || !crossTabEvents.has(name)) return;
    try {
      const message: CrossTabMessage = { name, payload, token };
      channel.postMessage(message);
    } catch {
      // A payload that cannot be cloned still reached this tab; other tabs miss it.
    }
  }

  return {
    events$,
    emit: (name, payload) => emit(name, payload),
    async emitAndWait(name, payload, timeoutMs) {
      const work: Promise<unknown>[] = [];
      // Listeners run during `emit`, so the list is complete when it returns.
      emit(name, payload, (promise) => void work.push(promise));
      if (work.length === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.allSettled(work), timeout]);
      clearTimeout(timer);
    },
    on(name) {
      return new Observable<BusEvent<typeof name>>((subscriber) => {
        listenerCounts.set(name, (listenerCounts.get(name) ?? 0) + 1);
        const subscription = events$.pipe(filter(isEventNamed(name))).subscribe(subscriber);
        for (const event of heldEvents.has(name) ? takeHeld(name) : []) subscriber.next(event);
        return () => {
          listenerCounts.set(name, (listenerCounts.get(name) ?? 1) - 1);
          subscription.unsubscribe();
        };
      });
    },
    dispose() {
      if (flushTimer !== undefined) clearTimeout(flushTimer);
      stopListeningForVisible();
      channel?.removeEventListener('message', receive);
      channel?.close();
      events.complete();
    },
  };
}

/** The one bus of the page; shared as a Module Federation singleton with `@storefront/platform`. */
export const bus: Bus = createBus();
