import type { Bus } from '@storefront/platform';
import { idleSlots, waitsForIdle } from './slot-loading';

/** Which slots may mount their remote module now (slot-loading.ts says when each may). */
export interface SlotSchedule {
  isDue(slotName: string): boolean;
  /** `listener` runs when a slot becomes due; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The first page is live, or failed: the first-screen slots mount, the idle ones wait for idle time. */
  firstScreenShown(): void;
}

export interface SlotScheduleOptions {
  bus: Pick<Bus, 'on'>;
  /** Runs a task when the browser is idle (startup/when-idle.ts); returns the cancel. */
  whenIdle: (task: () => void) => () => void;
  /** The first screen counts as shown after this even when no page says so (a page whose code never comes, say). */
  firstScreenTimeoutMs?: number;
}

/**
 * Made at start-up, before anything can ask for a slot's part: a request on the bus that mounts a slot (a login asked
 * for while the page is still loading) is seen even when it comes before the frame is hydrated.
 */
export function createSlotSchedule({ bus, whenIdle, firstScreenTimeoutMs = 5000 }: SlotScheduleOptions): SlotSchedule {
  const due = new Set<string>();
  const listeners = new Set<() => void>();
  const waiting = idleSlots();

  const subscriptions = new Map(
    waiting.map(([name, loading]) => [name, (loading.events ?? []).map((event) => bus.on(event).subscribe(() => markDue([name])))]),
  );

  function markDue(names: string[]): void {
    const newlyDue = names.filter((name) => !due.has(name));
    if (newlyDue.length === 0) return;
    for (const name of newlyDue) {
      due.add(name);
      subscriptions.get(name)?.forEach((subscription) => subscription.unsubscribe());
    }
    listeners.forEach((listener) => listener());
  }

  let firstScreen = false;
  const firstScreenShown = () => {
    if (firstScreen) return;
    firstScreen = true;
    clearTimeout(firstScreenTimeout);
    listeners.forEach((listener) => listener());
    whenIdle(() => markDue(waiting.map(([name]) => name)));
  };
  const firstScreenTimeout = setTimeout(firstScreenShown, firstScreenTimeoutMs);

  return {
    isDue: (slotName) => due.has(slotName) || (firstScreen && !waitsForIdle(slotName)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    firstScreenShown,
  };
}

/** Every slot due at once: the server (which renders stand-ins only) and tests that are not about waiting. */
export const everySlotDue: SlotSchedule = {
  isDue: () => true,
  subscribe: () => () => undefined,
  firstScreenShown: () => undefined,
};
