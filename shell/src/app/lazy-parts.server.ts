// The server bundle's lazy-parts: what the browser loads later is in the first HTML at once (the footer, the desktop
// menu), inside the same Suspense boundaries the browser hydrates.
import { Footer } from '../footer/Footer';
import { MainMenuFlyout } from '../main-menu/MainMenuFlyout';

export { CountrySelector as LazyCountrySelector } from '../country-selector/CountrySelector';
export { MobileMenu as LazyMobileMenu } from '../main-menu/MobileMenu';

export const firstScreenParts = { Footer, MainMenuFlyout };

export async function loadFirstScreenParts(): Promise<void> {}
