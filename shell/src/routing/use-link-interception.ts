import { useEffect } from 'react';
import type { NavigateFunction } from './history';
import { linkClickAt } from './link-click';
import { appPath } from './link-rules';
import type { NavigationState } from './navigation-state';

/** One click listener for the whole document: same-host links navigate client-side. */
export function useLinkInterception(navigate: NavigateFunction): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkClickAt(event.target, event);
      if (!link) return;
      const { anchor, href, decision } = link;
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
