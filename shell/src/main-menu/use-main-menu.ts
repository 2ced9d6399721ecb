import { useEffect, useState } from 'react';
import { http, type MainMenu } from '@storefront/platform';
import { reportInvalidMenuItem, validMenuItems } from './menu-rules';

/** Spec 01 §9: menu data loads 100 ms after render, so it never competes with the page. */
export const mainMenuDelayMs = 100;

let loading: Promise<MainMenu> | null = null;

export function fetchMainMenu(): Promise<MainMenu> {
  loading ??= http
    .get<MainMenu>('/mainmenu')
    .then(({ data }) => ({
      items: validMenuItems(data?.items ?? [], reportInvalidMenuItem),
      pages: validMenuItems(data?.pages ?? [], reportInvalidMenuItem),
    }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The main menu, or null until it has loaded (the header works without it). */
export function useMainMenu(): MainMenu | null {
  const [menu, setMenu] = useState<MainMenu | null>(null);
  useEffect(() => {
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
  }, []);
  return menu;
}
