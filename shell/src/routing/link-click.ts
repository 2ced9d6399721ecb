import { decideLinkClick, type LinkClickDecision } from './link-rules';

/** The keys and button of a click; a hover or focus is an unmodified primary click. */
export type ClickInput = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

export const plainClick: ClickInput = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function linkHref(anchor: Element, base: string): string | null {
  if (anchor instanceof HTMLAnchorElement) return anchor.href;
  const raw = anchor.getAttribute('href') ?? anchor.getAttribute('xlink:href');
  try {
    return raw ? new URL(raw, base).href : null;
  } catch {
    return null;
  }
}

/** The link an event happened in, its address, and what a click on it does; null outside a link. */
export function linkClickAt(target: EventTarget | null, click: ClickInput): { anchor: Element; href: string; decision: LinkClickDecision } | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!anchor) return null;
  const href = linkHref(anchor, window.location.href);
  if (!href) return null;
  const decision = decideLinkClick({
    href,
    target: anchor.getAttribute('target'),
    hasDownload: anchor.hasAttribute('download'),
    rel: anchor.getAttribute('rel'),
    button: click.button,
    metaKey: click.metaKey,
    ctrlKey: click.ctrlKey,
    shiftKey: click.shiftKey,
    altKey: click.altKey,
    defaultPrevented: click.defaultPrevented,
    currentHref: window.location.href,
    editMode: document.documentElement.hasAttribute('data-edit-mode'),
    fullReload: anchor.hasAttribute('data-full-reload'),
  });
  return { anchor, href, decision };
}
