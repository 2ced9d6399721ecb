/** A hash scrolls to its target with a 100 px offset, smoothly. */
export const hashScrollOffsetPx = 100;

export function hashTarget(doc: Document, hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

/** Scrolls to the hash target; false when the page has no such target (yet). */
export function scrollToHash(win: Window, hash: string): boolean {
  const target = hashTarget(win.document, hash);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + win.scrollY - hashScrollOffsetPx;
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
  return true;
}
