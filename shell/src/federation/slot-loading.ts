import type { AppShellData, EventName } from '@storefront/platform';

/**
 * When the shell mounts the module a slot's remote fills it with (the stand-in shows until then):
 * - 'first-screen': once the first page is live, for what the first screen shows (the page's own code and hydration
 *   come first: they are the longest path to a usable page);
 * - 'idle': after that, when the browser has a moment to spare, for what the first screen does not need.
 */
export interface SlotLoading {
  when: 'first-screen' | 'idle';
  /** Bus events that mount it at once: a request to it made before it has loaded (the shell holds it for the remote). */
  events?: readonly EventName[];
  /** Mounts only while this holds for the app shell data. */
  onlyIf?: (data: AppShellData | null) => boolean;
}

const firstScreen: SlotLoading = { when: 'first-screen' };

/**
 * The frame's slots with a rule of their own (the shell owns the frame, so it says what its first screen needs). Any
 * other slot, the header's buttons and every page's slots included, is first-screen.
 */
const frameSlotRules: Record<string, SlotLoading> = {
  // The header's search form is the stand-in: it searches without the quick-search panel.
  'header:quick-search': { when: 'idle' },
  // Below the fold: the stand-in says where to sign up.
  'footer:newsletter': { when: 'idle' },
  // The account box and the inactivity warning; a login asked for before they are here opens the box at once.
  'shell:overlays': { when: 'idle', events: ['account:login-required', 'account:open-box'] },
  // The impersonation bar, only while an administrator acts as a customer.
  'shell:top-bar': { when: 'first-screen', onlyIf: (data) => data?.currentUser.isImpersonating === true },
};

export const slotLoading = (slotName: string): SlotLoading =>
  (Object.prototype.hasOwnProperty.call(frameSlotRules, slotName) ? frameSlotRules[slotName] : undefined) ?? firstScreen;

/** The slots that wait for idle time, with the events that end their wait. */
export const idleSlots = (): [string, SlotLoading][] => Object.entries(frameSlotRules).filter(([, loading]) => loading.when === 'idle');

export const waitsForIdle = (slotName: string): boolean => slotLoading(slotName).when === 'idle';
