// Renders a member part with its own wish-list and notification stores, driven by a fake http client, on the page's
// bus (the parts emit on it too).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { appShell, bus, type EventName } from '@storefront/platform';
import { createNotificationStore } from '../notification-store/notification-store';
import { NotificationStoreContext } from '../notification-store/use-notifications';
import { eventsOf, fakeHttp } from './environment';
import { createWishListStore } from '../wish-list-store/wish-list-store';
import { WishListStoreContext } from '../wish-list-store/use-wish-list';

export function renderWithStores(ui: ReactElement) {
  const { http, requests, sentTo } = fakeHttp();
  const recorded = <N extends EventName>(name: N) => eventsOf(bus, name);
  const wishList = createWishListStore({ http, bus, appShell });
  const notifications = createNotificationStore({ http, bus, appShell, pageSize: 2 });
  const view = render(
    <WishListStoreContext.Provider value={wishList}>
      <NotificationStoreContext.Provider value={notifications}>{ui}</NotificationStoreContext.Provider>
    </WishListStoreContext.Provider>,
  );
  return { ...view, http, requests, sentTo, recorded, wishList, notifications };
}

/** Sets the window width the breakpoint follows (jsdom starts at 1024 px, Medium). */
export function givenWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/**
 * Stands in for the shell's link interception (a document click listener): records where a plain click on a link
 * would go and keeps jsdom from trying to load it. Returns the addresses and a function that removes the listener.
 */
export function interceptLinks(): { navigations: string[]; stop(): void } {
  const navigations: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    if (!event.defaultPrevented) navigations.push(link.getAttribute('href')!);
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  return { navigations, stop: () => document.removeEventListener('click', onClick) };
}
