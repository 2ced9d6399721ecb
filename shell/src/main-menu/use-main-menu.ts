import { useEffect, useState } from 'react';
import { http, type MainMenu } from '@storefront/platform';
import { reportInvalidMenuItem, validMenuItems } from './menu-rules';

/** Menu data loads 100 ms after render, so it never competes with the page. */
export const mainMenuDelayMs = 100;

let loading: Promise<MainMenu> | null = null;

/** The menu as the header shows it: items without a valid url dropped (the server render and the browser alike). */
export function validMainMenu(data: Partial<MainMenu> | null | undefined): MainMenu {
  return {
    items: validMenuItems(data?.items ?? [], reportInvalidMenuItem),
    pages: validMenuItems(data?.pages ?? [], reportInvalidMenuItem),
  };
}

export function fetchMainMenu(): Promise<MainMenu> {
  loading ??= http
    .get<MainMenu>('/mainmenu')
    .then(({ data }) => validMainMenu(data))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The main menu: the one the document came with, else null until it has loaded (the header works without it). */
export function useMainMenu(initial: MainMenu | null = null): MainMenu | null {
  const [menu, setMenu] = useState<MainMenu | null>(initial);
  useEffect(() => {
    if (initial) return;
    let active = true;
    const timer = setTimeout(() => {
      fetchMainMenu().then(
        (loaded) => active && setMenu(loaded),
        (error: unknown) => console.warn('Main menu could not be loaded', error),
      );
    }, mainMenuDelayMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [initial]);
  return menu;
}
