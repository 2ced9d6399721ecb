import { currencyFor, languages, markets, type AppShellData } from '@storefront/platform';
import { phrasesFor } from '@storefront/platform/phrases';
import type { Visitor } from '../identity/visitor';
import { siteSettingsFor } from './site-settings';

export type PartialAppShellData = Omit<AppShellData, 'languagePhrases'>;

/** App shell data of the teams not built yet (cart, user, wish list, notifications) stays anonymous and empty. */
export function composePartialAppShellData(visitor: Visitor, siteName: string): PartialAppShellData {
  return {
    currentTheme: 'default',
    currentLanguage: { culture: visitor.culture, twoLetterCulture: visitor.culture.slice(0, 2) },
    currentCountry: { alpha2: visitor.market, currency: currencyFor(visitor.market) },
    markets,
    languages,
    siteSettings: siteSettingsFor(siteName),
    isStoreDevice: visitor.isStoreDevice,
    isSocialEnabled: false,
    cart: null,
    currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
    wishList: [],
    notifications: [],
  };
}

export function composeAppShellData(visitor: Visitor, siteName: string): AppShellData {
  return { languagePhrases: phrasesFor(visitor.culture), ...composePartialAppShellData(visitor, siteName) };
}
