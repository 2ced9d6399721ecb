import { accountRules, type SiteSettings } from '@storefront/platform';

export function siteSettingsFor(siteName: string): SiteSettings {
  return {
    maxBuyableQuantityPerArticle: 10,
    autocompleteLetterThreshold: 3,
    emailSuggestionDomains: ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'live.se', 'telia.com'],
    maxItemsInWishList: accountRules.maxItemsInWishList,
    registrationRequiresPhone: accountRules.registrationRequiresPhone,
    registrationAsksBirthDate: accountRules.registrationAsksBirthDate,
    minPasswordLength: accountRules.minPasswordLength,
    appShellRefreshIntervalSeconds: 180,
    customerServiceEmail: 'kundservice@example.com',
    siteName,
  };
}
