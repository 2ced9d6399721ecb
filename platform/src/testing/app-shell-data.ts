import type { AppShellData, Culture } from '../app-shell/types';
import { currencyFor, languages, markets } from '../app-shell/markets';
import { phrasesFor } from '../i18n/phrases';
import type { MarketCode } from '../app-shell/types';

/** Valid app shell data for tests (an anonymous shopper on the web), with what a test cares about overridden. */
export function anAppShellData(
  overrides: Partial<AppShellData> = {},
  culture: Culture = 'en-US',
  market: MarketCode = 'SE',
): AppShellData {
  return {
    languagePhrases: phrasesFor(culture),
    currentTheme: 'default',
    currentLanguage: { culture, twoLetterCulture: culture.slice(0, 2) },
    currentCountry: { alpha2: market, currency: currencyFor(market) },
    markets,
    languages,
    siteSettings: {
      maxBuyableQuantityPerArticle: 10,
      autocompleteLetterThreshold: 3,
      emailSuggestionDomains: [],
      maxItemsInWishList: 100,
      registrationRequiresPhone: true,
      registrationAsksBirthDate: true,
      minPasswordLength: 8,
      appShellRefreshIntervalSeconds: 180,
      customerServiceEmail: 'service@example.com',
      siteName: 'Beauty',
    },
    isStoreDevice: false,
    isSocialEnabled: false,
    cart: null,
    currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
    wishList: [],
    notifications: [],
    unreadNotificationCount: 0,
    isSubscribedToBoth: false,
    ...overrides,
  };
}
