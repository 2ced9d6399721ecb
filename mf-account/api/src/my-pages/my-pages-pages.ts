import { Router, type Response } from 'express';
import type { Culture } from '@storefront/platform';
import type { MyProfilePageViewModel, MyQRCodePageViewModel, SubscriptionsPageViewModel } from '../../../contract/member-profile';
import type { MyPagesStartPageViewModel } from '../../../contract/my-pages';
import { allow, identityOf } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { loyaltyStatusOf, pointsOf } from '../loyalty/loyalty-levels';
import { summaryOf } from '../orders/member-order-view';
import { memberPageBase, sendPrivate } from '../pages/member-page';
import { ordersApiText } from '../pages/orders-api-text';
import { memberIdOf } from '../http/own-member';
import { findProfile } from './member-profile';
import { memberQrCodeSvg } from './qr-code';

/** Where my pages lead, in the order the start page lists them; titles are phrases `/OrdersApi/Links/{key}`. */
const myPagesLinks = [
  ['/my-pages/orders/ongoing', 'OngoingOrders'],
  ['/my-pages/orders', 'OrderHistory'],
  ['/my-pages/profile', 'Profile'],
  ['/my-pages/subscriptions', 'Subscriptions'],
  ['/wishlist', 'WishList'],
  ['/my-pages/monitored-products', 'MonitoredProducts'],
  ['/notifications', 'Notifications'],
  ['/my-pages/qr-code', 'QrCode'],
  ['/club', 'Club'],
] as const;

export const linksOf = (culture: Culture) => myPagesLinks.map(([url, key]) => ({ url, title: ordersApiText(culture)(`/OrdersApi/Links/${key}`) }));

/** The start page's data: the profile, the club level and the ongoing orders, from one look at the member's orders. */
export async function myPagesStart(services: AccountServices, memberId: string, culture: Culture) {
  const [profile, orders] = await Promise.all([findProfile(services.db, memberId), services.orders.list(memberId, culture)]);
  return {
    profile,
    loyalty: loyaltyStatusOf(pointsOf(orders, services.now()), culture),
    ongoingOrders: orders.filter((order) => order.isOngoing).map(summaryOf),
    links: linksOf(culture),
  };
}

/** The my-pages pages of this router (the order pages are orders/order-pages.ts) and GET /api/mypages/start. */
export function myPagesPages(services: AccountServices): Router {
  const router = Router();
  const who = (res: Response) => ({ memberId: memberIdOf(res), culture: identityOf(res).culture });
  router.use(['/page/my-pages', '/api/mypages'], allow.members);

  router.get('/page/my-pages', async (_req, res) => {
    const { memberId, culture } = who(res);
    const page: MyPagesStartPageViewModel = {
      ...memberPageBase('MyPagesStartPageViewModel', '/my-pages', ordersApiText(culture)('/OrdersApi/Titles/MyPages')),
      ...(await myPagesStart(services, memberId, culture)),
    };
    sendPrivate(res, page);
  });
  router.get('/api/mypages/start', async (_req, res) => {
    const { memberId, culture } = who(res);
    sendPrivate(res, await myPagesStart(services, memberId, culture));
  });
  router.get('/page/my-pages/profile', async (_req, res) => {
    const { memberId, culture } = who(res);
    const page: MyProfilePageViewModel = {
      ...memberPageBase('MyProfilePageViewModel', '/my-pages/profile', ordersApiText(culture)('/OrdersApi/Titles/Profile')),
      profile: await findProfile(services.db, memberId),
    };
    sendPrivate(res, page);
  });
  router.get('/page/my-pages/subscriptions', async (_req, res) => {
    const { memberId, culture } = who(res);
    const profile = await findProfile(services.db, memberId);
    const page: SubscriptionsPageViewModel = {
      ...memberPageBase('SubscriptionsPageViewModel', '/my-pages/subscriptions', ordersApiText(culture)('/OrdersApi/Titles/Subscriptions')),
      emailSubscription: profile.emailSubscription,
      textSubscription: profile.textSubscription,
      phoneNumber: profile.phoneNumber,
    };
    sendPrivate(res, page);
  });
  router.get('/page/my-pages/qr-code', async (_req, res) => {
    const { memberId, culture } = who(res);
    const { memberNumber } = await findProfile(services.db, memberId);
    const page: MyQRCodePageViewModel = {
      ...memberPageBase('MyQRCodePageViewModel', '/my-pages/qr-code', ordersApiText(culture)('/OrdersApi/Titles/QrCode')),
      memberNumber,
      qrCodeSvg: await memberQrCodeSvg(memberNumber),
    };
    sendPrivate(res, page);
  });
  return router;
}
