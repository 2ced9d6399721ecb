import { useEffect } from 'react';
import type { NavigateFunction } from './history';
import { appPath, decideLinkClick } from './link-rules';
import type { NavigationState } from './navigation-state';

function linkHref(anchor: Element, base: string): string | null {
  if (anchor instanceof HTMLAnchorElement) return anchor.href;
  const raw = anchor.getAttribute('href') ?? anchor.getAttribute('xlink:href');
  try {
    return raw ? new URL(raw, base).href : null;
  } catch {
    return null;
  }
}

/** One click listener for the whole document: same-host links navigate client-side (spec 01 §2.1). */
export function useLinkInterception(navigate: NavigateFunction): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!anchor) return;
      const href = linkHref(anchor, window.location.href);
      if (!href) return;
      const decision = decideLinkClick({
        href,
        target: anchor.getAttribute('target'),
        hasDownload: anchor.hasAttribute('download'),
        rel: anchor.getAttribute('rel'),
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
        currentHref: window.location.href,
        editMode: document.documentElement.hasAttribute('data-edit-mode'),
        fullReload: anchor.hasAttribute('data-full-reload'),
      });
      if (decision === 'browser') return;
      event.preventDefault();
      if (decision === 'new-tab') {
        window.open(href, '_blank', 'noopener');
        return;
      }
      const path = appPath(href);
      const { pathname, search, hash } = window.location;
      const state: NavigationState = { linkId: anchor.getAttribute('data-link-id') };
      navigate(path, { replace: path === `${pathname}${search}${hash}`, state });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
