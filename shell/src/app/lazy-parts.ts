import { lazy } from 'react';

// Overlays opened by a tap, in chunks of their own: their code loads on first use (the footer and the desktop menu
// are in the first HTML and in the shell's own chunk, so they hydrate with the frame).
export const LazyCountrySelector = lazy(() => import('../country-selector/country-selector').then((m) => ({ default: m.CountrySelector })));
export const LazyMobileMenu = lazy(() => import('../main-menu/mobile-menu').then((m) => ({ default: m.MobileMenu })));
