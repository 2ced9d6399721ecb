import { lazy } from 'react';

// Parts not needed to use the first page load in their own chunks, keeping the start-up JavaScript small.
export const LazyFooter = lazy(() => import('../footer/Footer').then((m) => ({ default: m.Footer })));
export const LazyCountrySelector = lazy(() => import('../country-selector/CountrySelector').then((m) => ({ default: m.CountrySelector })));
export const LazyMobileMenu = lazy(() => import('../main-menu/MobileMenu').then((m) => ({ default: m.MobileMenu })));
export const LazyMainMenuFlyout = lazy(() => import('../main-menu/MainMenuFlyout').then((m) => ({ default: m.MainMenuFlyout })));
