import type { SiteSettings } from '@storefront/platform';

export function siteSettingsFor(siteName: string): SiteSettings {
  return {
    maxBuyableQuantityPerArticle: 10,
    autocompleteLetterThreshold: 3,
    emailSuggestionDomains: ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'live.se', 'telia.com'],
    maxItemsInWishList: 100,
    appShellRefreshIntervalSeconds: 180,
    customerServiceEmail: 'kundservice@example.com',
    siteName,
  };
}
