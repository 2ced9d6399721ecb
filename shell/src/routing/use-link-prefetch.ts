import { useEffect } from 'react';
import type { ComponentRegistry } from '../federation/component-registry';
import type { PageLoader } from '../page-loading/page-loader';
import { linkClickAt, plainClick } from './link-click';
import { appPath } from './link-rules';

/** Same-host page links a click would open in the app (as useLinkInterception decides), by their in-app path. */
function appLinkPath(target: EventTarget | null): string | null {
  const link = linkClickAt(target, plainClick);
  if (link?.decision !== 'client') return null;
  const path = appPath(link.href).replace(/#.*$/, '');
  return path === `${window.location.pathname}${window.location.search}` ? null : path;
}

/**
 * A link the shopper points at, touches or tabs to is likely the next page: its page JSON and its remote module are
 * fetched then, so the click renders it at once (issue 14: click to heading ≤ 80 ms).
 */
export function useLinkPrefetch(pageLoader: PageLoader, registry: ComponentRegistry): void {
  useEffect(() => {
    const prefetch = (event: Event) => {
      const path = appLinkPath(event.target);
      if (!path) return;
      void pageLoader.prefetch(path).then((page) => {
        if (page && registry.hasComponent(page.componentName)) registry.loadComponent(page.componentName).catch(() => undefined);
      });
    };
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', prefetch, options);
    document.addEventListener('touchstart', prefetch, options);
    document.addEventListener('focusin', prefetch, options);
    return () => {
      document.removeEventListener('pointerover', prefetch, options);
      document.removeEventListener('touchstart', prefetch, options);
      document.removeEventListener('focusin', prefetch, options);
    };
  }, [pageLoader, registry]);
}
