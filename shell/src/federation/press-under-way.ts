/**
 * The pointer press under way, if any: where it went down. An element replaced between a press and its release loses
 * the click (the press and the release land on different elements, and the browser clicks neither): a stand-in that
 * gives way to its team's module waits for the press to end (slot-arrival.ts).
 */
let pressedOn: Node | null = null;
let listening = false;
const afterRelease = new Set<() => void>();

/** Longest a swap waits for a release: a press can end where no pointerup reaches the page (outside the window). */
export const longestPressMs = 3_000;

function released(): void {
  // After the click that the release brings, which the browser dispatches in the same task as the pointerup.
  setTimeout(() => {
    pressedOn = null;
    const waiting = [...afterRelease];
    afterRelease.clear();
    for (const run of waiting) run();
  }, 0);
}

/** Starts noting presses (once, in the browser): the capture phase of the window sees every one first. */
export function notePresses(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pointerdown', (event) => (pressedOn = event.target instanceof Node ? event.target : null), true);
  window.addEventListener('pointerup', released, true);
  window.addEventListener('pointercancel', released, true);
}

/** Runs `then` at once, or, while a press that went down on a node `within` holds is under way, once it has ended. */
export function afterPressWithin(within: (node: Node) => boolean, then: () => void): void {
  if (pressedOn === null || !within(pressedOn)) return then();
  // Whichever comes first, the release or the time limit, takes the other away.
  const once = () => {
    afterRelease.delete(once);
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(once, longestPressMs);
  afterRelease.add(once);
}
