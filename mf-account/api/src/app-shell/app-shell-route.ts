import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { AccountAppShellPart, CurrentUser, WishListItem } from '@storefront/platform';
import { allow, identityOf, type Identity } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { isMemberId } from '../http/own-member';
import { newestNotifications, unreadCount } from '../notifications/notification-store';
import { codeOnlyItem, wishListItems } from '../wish-list/wish-list-items';
import { wishListCodes } from '../wish-list/wish-list-store';
import { appShellMember, memberEmail, type AppShellMemberRow } from './app-shell-member';
import { withDeadline } from './with-deadline';

/** The gateway waits 500 ms for the whole answer; the catalog gets this much of it for the wish list's products. */
export const wishListProductsDeadlineMs = 300;
const latestNotifications = 20;

export const visitorAppShellPart = (): AccountAppShellPart => ({
  currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
  wishList: [],
  notifications: [],
  unreadNotificationCount: 0,
  isSubscribedToBoth: false,
});

const emailHashOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

function currentUserOf(identity: Identity, memberId: string, member: AppShellMemberRow, impersonatorEmail: string | null): CurrentUser {
  const isImpersonating = Boolean(identity.impersonatorId);
  return {
    id: memberId,
    isLoggedIn: true,
    email: member.email,
    isImpersonating,
    ...(isImpersonating && impersonatorEmail ? { impersonatorEmail } : {}),
    isAdmin: identity.roles?.includes('admin') ?? false,
    // Tracking identifies neither an administrator acting as a customer nor a store device.
    ...(isImpersonating || identity.isStoreDevice
      ? {}
      : { trackingUser: { newsletterSubscriber: member.email_subscription, smsSubscriber: member.text_subscription, emailHashed: emailHashOf(member.email) } }),
  };
}

/** GET /internal/app-shell (the gateway's): team Account's part of the app shell data for the identity's member, or a visitor's. */
export function appShellRoutes(services: AccountServices): Router {
  const { db, products, logger } = services;
  const router = Router();

  async function wishListOf(identity: Identity, memberId: string): Promise<WishListItem[]> {
    const codes = await wishListCodes(db, memberId);
    // Without the catalog in time the list is still the list: codes only, so counts and toggles stay right.
    return withDeadline(
      wishListItems(products, { market: identity.market, culture: identity.culture }, codes),
      wishListProductsDeadlineMs,
      () => codes.map((code) => codeOnlyItem(code, false)),
      (reason) => logger.warn({ err: (reason as Error).message }, 'app shell wish list without product data'),
    );
  }

  // The gateway asks on a browser's behalf: the identity names the member (or nobody) it composes the app shell for.
  router.get('/internal/app-shell', allow.services('gateway'), async (_req, res) => {
    const identity = identityOf(res);
    res.setHeader('Cache-Control', 'no-store');
    const memberId = identity.userId;
    const member = isMemberId(memberId) ? await appShellMember(db, memberId) : null;
    // A member id without a member (the account was just deleted) is nobody: a visitor.
    if (!member || !isMemberId(memberId)) return void res.json(visitorAppShellPart());
    const [wishList, latest, unread, impersonatorEmail] = await Promise.all([
      wishListOf(identity, memberId),
      newestNotifications(db, memberId, { take: latestNotifications }),
      unreadCount(db, memberId),
      isMemberId(identity.impersonatorId) ? memberEmail(db, identity.impersonatorId) : Promise.resolve(null),
    ]);
    const part: AccountAppShellPart = {
      currentUser: currentUserOf(identity, memberId, member, impersonatorEmail),
      wishList,
      notifications: latest!.items,
      unreadNotificationCount: unread,
      isSubscribedToBoth: member.email_subscription && member.text_subscription,
    };
    res.json(part);
  });

  return router;
}
