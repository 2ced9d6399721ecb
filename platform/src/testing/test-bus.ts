import { createBus, type Bus } from '../bus/bus';
import type { CrossTabChannel } from '../bus/cross-tab-channel';
import type { EventMap, EventName } from '../events/types';

/** The payloads of `name` this tab emits on `bus` from now on (not those from other tabs). */
export function eventsOf<N extends EventName>(bus: Bus, name: N): EventMap[N][] {
  const seen: EventMap[N][] = [];
  bus.on(name).subscribe((event) => {
    if (!event.fromOtherTab) seen.push(event.payload);
  });
  return seen;
}

/**
 * A bus of the test's own, whose other tabs the test plays: `fromOtherTab` delivers an event as another tab would,
 * `sentToOtherTabs` lists what this tab sent them.
 */
export function aTestBus() {
  let listener: ((event: MessageEvent) => void) | null = null;
  const sentToOtherTabs: { name: string; payload: unknown }[] = [];
  const channel: CrossTabChannel = {
    postMessage: (message) => {
      const { name, payload } = message as { name: string; payload: unknown };
      sentToOtherTabs.push({ name, payload });
    },
    addEventListener: (_type, handler) => {
      listener = handler;
    },
    removeEventListener: () => {
      listener = null;
    },
    close: () => undefined,
  };
  const bus = createBus({ channel, crossTabDelayMs: 0, visibility: { isHidden: () => false, onVisible: () => () => undefined } });
  let token = 0;
  function fromOtherTab<N extends EventName>(name: N, payload: EventMap[N]): void {
    listener?.({ data: { name, payload, token: `other-tab-${(token += 1)}` } } as MessageEvent);
  }
  const recorded = <N extends EventName>(name: N) => eventsOf(bus, name);
  return { bus, fromOtherTab, recorded, sentToOtherTabs };
}
