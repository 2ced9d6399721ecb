import type { Request } from 'express';
import { currencyFor, languages, markets, type AppShellData, type Cart } from '@storefront/platform';
import { phrasesFor } from '@storefront/platform/phrases';
import { visitorFrom, type Visitor } from '../identity/visitor';
import type { CartSource } from './cart-for-app-shell';
import { siteSettingsFor } from './site-settings';

export type PartialAppShellData = Omit<AppShellData, 'languagePhrases'>;

/** App shell data of the teams not built yet (user, wish list, notifications) stays anonymous and empty. */
export function composePartialAppShellData(visitor: Visitor, siteName: string, cart: Cart | null = null): PartialAppShellData {
  return {
    currentTheme: 'default',
    currentLanguage: { culture: visitor.culture, twoLetterCulture: visitor.culture.slice(0, 2) },
    currentCountry: { alpha2: visitor.market, currency: currencyFor(visitor.market) },
    markets,
    languages,
    siteSettings: siteSettingsFor(siteName),
    isStoreDevice: visitor.isStoreDevice,
    isSocialEnabled: false,
    cart,
    currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
    wishList: [],
    notifications: [],
  };
}

export function composeAppShellData(visitor: Visitor, siteName: string, cart: Cart | null = null): AppShellData {
  return { languagePhrases: phrasesFor(visitor.culture), ...composePartialAppShellData(visitor, siteName, cart) };
}

/** App shell data for a request, with the parts teams answer for it (the cart) asked at once. */
export interface AppShellComposer {
  full(req: Request): Promise<AppShellData>;
  partial(req: Request): Promise<PartialAppShellData>;
}

export function appShellComposer(siteName: string, cartOf: CartSource): AppShellComposer {
  return {
    full: async (req) => composeAppShellData(visitorFrom(req), siteName, await cartOf(req)),
    partial: async (req) => composePartialAppShellData(visitorFrom(req), siteName, await cartOf(req)),
  };
}
