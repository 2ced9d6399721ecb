import { accountRules, cartRules, socialRules, type SiteSettings } from '@storefront/platform';

export function siteSettingsFor(siteName: string): SiteSettings {
  return {
    maxBuyableQuantityPerArticle: cartRules.maxBuyableQuantityPerArticle,
    autocompleteLetterThreshold: 3,
    emailSuggestionDomains: ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'live.se', 'telia.com'],
    maxItemsInWishList: accountRules.maxItemsInWishList,
    maximumProductsInLook: socialRules.maximumProductsInLook,
    registrationRequiresPhone: accountRules.registrationRequiresPhone,
    registrationAsksBirthDate: accountRules.registrationAsksBirthDate,
    minPasswordLength: accountRules.minPasswordLength,
    appShellRefreshIntervalSeconds: 180,
    customerServiceEmail: 'kundservice@example.com',
    siteName,
  };
}
