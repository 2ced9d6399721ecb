import { appShell } from '../app-shell/app-shell-store';
import type { AppShellData, Culture } from '../app-shell/types';
import { currencyFor, languages, markets } from '../app-shell/markets';
import type { PhraseTable } from '../i18n/phrase-table';
import { platformPhrasesFor } from '../i18n/phrases';
import type { MarketCode } from '../app-shell/types';

export type AppShellDataFactory = (overrides?: Partial<AppShellData>, culture?: Culture, market?: MarketCode) => AppShellData;

/**
 * Valid app shell data for tests (an anonymous shopper on the web), with what a test cares about overridden. Its
 * phrases are the platform's only: a team's tests take theirs from `appShellDataWithTexts`.
 */
export const anAppShellData: AppShellDataFactory = (overrides, culture, market) => appShellData(platformPhrasesFor, overrides, culture, market);

/**
 * `anAppShellData` whose phrases are the platform's and the team's own (`areas`), as the gateway merges them for a
 * page: a team's test helpers make theirs with it. Each language's phrases are one object, as in the store.
 */
export function appShellDataWithTexts(areas: Record<string, PhraseTable>): AppShellDataFactory {
  const merged = new Map<Culture, Readonly<Record<string, string>>>();
  const phrasesFor = (culture: Culture) => {
    let phrases = merged.get(culture);
    if (!phrases) {
      phrases = Object.freeze(Object.assign({}, platformPhrasesFor(culture), ...Object.values(areas).map((table) => table[culture])) as Record<string, string>);
      merged.set(culture, phrases);
    }
    return phrases;
  };
  return (overrides, culture, market) => appShellData(phrasesFor, overrides, culture, market);
}

function appShellData(
  phrasesFor: (culture: Culture) => Readonly<Record<string, string>>,
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
      maximumProductsInLook: 8,
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

/**
 * A team's `givenAppShell`: puts the factory's app shell data in place as the shell would before a page renders, and
 * returns it.
 */
export function givenAppShellFrom(factory: AppShellDataFactory) {
  return (overrides: Partial<AppShellData> = {}, culture: Culture = 'en-US'): AppShellData => {
    const data = factory(overrides, culture);
    appShell.set(data);
    return data;
  };
}
