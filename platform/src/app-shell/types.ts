import type { Notification, WishListItem } from '../account/types';
import type { Cart } from '../cart/types';
import type { CurrencyCode } from '../money/types';

export type Culture = 'sv-SE' | 'nb-NO' | 'fi-FI' | 'da-DK' | 'pl-PL' | 'de-DE' | 'nl-NL' | 'en-US';
export type MarketCode = 'SE' | 'NO' | 'FI' | 'DK' | 'PL' | 'AT' | 'DE' | 'NL';

export interface Market {
  alpha2: MarketCode;
  name: string;
  currency: CurrencyCode;
  currencySymbol: string;
  /** Market-specific selling points shown in the country selector. */
  sellingPoints: string[];
}

export interface Language {
  culture: Culture;
  name: string;
  updateButtonTranslation: string;
}

export interface SiteSettings {
  maxBuyableQuantityPerArticle: number;
  autocompleteLetterThreshold: number;
  emailSuggestionDomains: string[];
  maxItemsInWishList: number;
  /** The most products a social look names (team Social enforces the same: platform socialRules). */
  maximumProductsInLook: number;
  /** Registration form rules (team Account enforces the same: platform accountRules). */
  registrationRequiresPhone: boolean;
  registrationAsksBirthDate: boolean;
  minPasswordLength: number;
  /** Seconds between periodic app shell refreshes. */
  appShellRefreshIntervalSeconds: number;
  customerServiceEmail: string;
  siteName: string;
}

export interface TrackingUser {
  newsletterSubscriber: boolean;
  smsSubscriber: boolean;
  eveningPhoneNumber?: string;
  age?: number;
  sex?: string;
  emailHashed?: string;
}

export interface CurrentUser {
  id: string | null;
  isLoggedIn: boolean;
  isImpersonating: boolean;
  email?: string;
  /** While impersonating: the administrator's e-mail (the impersonation bar shows the customer's `email`). */
  impersonatorEmail?: string;
  isAdmin?: boolean;
  trackingUser?: TrackingUser;
}

/** App shell data: what every page needs besides its own. Parts owned by teams not yet built are null or empty. */
export interface AppShellData {
  languagePhrases: Record<string, string>;
  currentTheme: string;
  currentLanguage: { culture: Culture; twoLetterCulture: string };
  currentCountry: { alpha2: MarketCode; currency: CurrencyCode };
  markets: Market[];
  languages: Language[];
  siteSettings: SiteSettings;
  isStoreDevice: boolean;
  isSocialEnabled: boolean;
  /** The shopper's cart as team Checkout answers `GET /cart`; null when it could not be asked in time. */
  cart: Cart | null;
  currentUser: CurrentUser;
  /** The member's wish list (team Account); empty for visitors or when Account could not be asked in time. */
  wishList: WishListItem[];
  /** The member's latest notifications, newest first (team Account). */
  notifications: Notification[];
  unreadNotificationCount: number;
  /** Logged in and subscribed to both e-mail and text newsletters: the footer signup is hidden. */
  isSubscribedToBoth: boolean;
  forceAppShellDataReloadDate?: string;
  imageMetadataSettings?: Record<string, unknown>;
  mySocialProfile?: unknown;
  mySocialFollowingIds?: string[];
}

export interface MenuItem {
  name: string;
  url: string;
  ticket: string;
  fontColor?: string;
  type?: 'campaign' | 'category' | 'brand' | 'page';
  children: MenuItem[];
  hideInFlyout?: boolean;
}

/** GET /mainmenu */
export interface MainMenu {
  /** Categories tab: the flyout's top items. */
  items: MenuItem[];
  /** Pages tab in the mobile drawer. */
  pages: MenuItem[];
}
