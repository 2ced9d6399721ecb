import { lazy, type ComponentType } from 'react';
import type { FooterProps } from '../footer/Footer';
import type { MainMenuFlyoutProps } from '../main-menu/MainMenuFlyout';

// Parts not needed to use the first page load in their own chunks, keeping the start-up JavaScript small.
const loadFooter = () => import('../footer/Footer').then((m) => ({ default: m.Footer }));
const loadMainMenuFlyout = () => import('../main-menu/MainMenuFlyout').then((m) => ({ default: m.MainMenuFlyout }));
export const LazyCountrySelector = lazy(() => import('../country-selector/CountrySelector').then((m) => ({ default: m.CountrySelector })));
export const LazyMobileMenu = lazy(() => import('../main-menu/MobileMenu').then((m) => ({ default: m.MobileMenu })));

/**
 * The footer and the desktop menu are in the first HTML (the server bundle imports them at once). In the browser their
 * code comes in chunks of their own: lazy, or loaded before hydration (`loadFirstScreenParts`), so they hydrate with
 * the frame instead of waiting in their Suspense boundaries.
 */
export const firstScreenParts: { Footer: ComponentType<FooterProps>; MainMenuFlyout: ComponentType<MainMenuFlyoutProps> } = {
  Footer: lazy(loadFooter),
  MainMenuFlyout: lazy(loadMainMenuFlyout),
};

export async function loadFirstScreenParts(): Promise<void> {
  const [footer, flyout] = await Promise.all([loadFooter(), loadMainMenuFlyout()]);
  firstScreenParts.Footer = footer.default;
  firstScreenParts.MainMenuFlyout = flyout.default;
}
