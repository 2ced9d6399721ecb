// The server bundle's lazy-parts: the overlays the browser loads on first use, imported at once (the server renders
// them only when asked to, never for the first HTML, but a server bundle has no chunks to load them from).
export { CountrySelector as LazyCountrySelector } from '../country-selector/country-selector';
export { MobileMenu as LazyMobileMenu } from '../main-menu/mobile-menu';
