import type { Request } from 'express';
import {
  currencyFor,
  languages,
  markets,
  type AccountAppShellPart,
  type AppShellData,
  type Cart,
  type Culture,
  type ResolvedSession,
} from '@storefront/platform';
import { visitorFrom, type Visitor } from '../identity/visitor';
import { isFirstVisit } from '../identity/visitor-id';
import { sessionOf } from '../sessions/request-session';
import type { Phrases } from '../texts/language-phrases';
import type { AccountPartSource } from './account-for-app-shell';
import type { CartSource } from './cart-for-app-shell';
import { siteSettingsFor } from './site-settings';

export type PartialAppShellData = Omit<AppShellData, 'languagePhrases'>;

/** A culture's phrases: the platform's and every team's published texts (LanguagePhrases). */
export type PhrasesOf = (culture: Culture) => Promise<Phrases>;

/**
 * What app shell data says about the person when team Account could not be asked in time: a visitor, or the member
 * the session cookie resolved to (so a slow Account does not log anyone out of the page), with empty lists.
 */
export function accountPartWithout(session: ResolvedSession | undefined): AccountAppShellPart {
  return {
    currentUser: session
      ? {
          id: session.userId,
          isLoggedIn: true,
          isImpersonating: session.impersonatorId !== null,
          email: session.email,
          ...(session.impersonatorEmail ? { impersonatorEmail: session.impersonatorEmail } : {}),
          isAdmin: session.roles.includes('admin'),
        }
      : { id: null, isLoggedIn: false, isImpersonating: false },
    wishList: [],
    notifications: [],
    unreadNotificationCount: 0,
    isSubscribedToBoth: false,
  };
}

export function composePartialAppShellData(
  visitor: Visitor,
  siteName: string,
  cart: Cart | null = null,
  account: AccountAppShellPart = accountPartWithout(undefined),
  isSocialEnabled = false,
): PartialAppShellData {
  return {
    currentTheme: 'default',
    currentLanguage: { culture: visitor.culture, twoLetterCulture: visitor.culture.slice(0, 2) },
    currentCountry: { alpha2: visitor.market, currency: currencyFor(visitor.market) },
    markets,
    languages,
    siteSettings: siteSettingsFor(siteName),
    isStoreDevice: visitor.isStoreDevice,
    isSocialEnabled,
    cart,
    currentUser: account.currentUser,
    wishList: account.wishList,
    notifications: account.notifications,
    unreadNotificationCount: account.unreadNotificationCount,
    isSubscribedToBoth: account.isSubscribedToBoth,
  };
}

export function composeAppShellData(
  visitor: Visitor,
  siteName: string,
  languagePhrases: Phrases,
  cart: Cart | null = null,
  account?: AccountAppShellPart,
  isSocialEnabled = false,
): AppShellData {
  return { languagePhrases, ...composePartialAppShellData(visitor, siteName, cart, account, isSocialEnabled) };
}

/** App shell data for a request, with the parts teams answer for it (the cart, the account part) asked at once. */
export interface AppShellComposer {
  full(req: Request): Promise<AppShellData>;
  partial(req: Request): Promise<PartialAppShellData>;
}

/**
 * `isSocialEnabled` says whether team Social answers now: while it does not, the notification list shows the social
 * maintenance message and social search is not offered.
 */
export function appShellComposer(
  siteName: string,
  cartOf: CartSource,
  accountOf: AccountPartSource,
  phrasesOf: PhrasesOf,
  isSocialEnabled: () => boolean = () => false,
): AppShellComposer {
  // Only what a team could add is asked of it: Account answers a visitor without a session as one, and a browser on
  // its first visit has no cart yet (unless a member's session came with it).
  const teamParts = async (req: Request) => {
    const session = sessionOf(req);
    const [cart, account] = await Promise.all([
      isFirstVisit(req) && !session ? null : cartOf(req),
      session ? accountOf(req) : null,
    ]);
    return { cart, account: account ?? accountPartWithout(session) };
  };
  return {
    full: async (req) => {
      const visitor = visitorFrom(req);
      const [{ cart, account }, phrases] = await Promise.all([teamParts(req), phrasesOf(visitor.culture)]);
      return composeAppShellData(visitor, siteName, phrases, cart, account, isSocialEnabled());
    },
    partial: async (req) => {
      const { cart, account } = await teamParts(req);
      return composePartialAppShellData(visitorFrom(req), siteName, cart, account, isSocialEnabled());
    },
  };
}
