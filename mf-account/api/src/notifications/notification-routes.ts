import { Router, type Response } from 'express';
import { accepts, allow, identityOf, pageInput, ResponseError, wantsFallback } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { isMemberId, ownMemberId } from '../http/own-member';
import { memberApiText } from '../pages/member-api-text';
import { notificationBlockDismissal, notificationListQuery, notificationsSinceQuery, notificationUpdateRequest } from './notification-input';
import {
  dismissBlockForMember,
  dismissBlockForVisitor,
  newestNotifications,
  notificationsSince,
  unreadCount,
  updateNotificationStates,
} from './notification-store';
import { notificationsPage } from './notifications-page';
import { orderEventInput, orderEventsRoute } from './order-events';
import { socialEventsInput, socialEventsRoute } from './social-events';

const listInput = accepts({ query: notificationListQuery });
const sinceInput = accepts({ query: notificationsSinceQuery });
const updateInput = accepts({ body: notificationUpdateRequest });
const dismissalInput = accepts({ body: notificationBlockDismissal });

/** The member's notifications, notification blocks, and the order events that make notifications. */
export function notificationRoutes(services: AccountServices): Router {
  const { db } = services;
  const router = Router();

  router.get('/api/my/notifications', allow.members, listInput, async (_req, res) => {
    const memberId = ownMemberId(res);
    const query = listInput.query(res);
    const [page, unread] = await Promise.all([newestNotifications(db, memberId, query), unreadCount(db, memberId)]);
    if (!page) throw new ResponseError(404, 'notification_not_found', memberApiText(identityOf(res).culture, '/MemberApi/Notifications/NotFound'));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: page.items, unreadCount: unread, hasMore: page.hasMore });
  });

  router.get('/api/my/notifications/count', allow.members, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ unread: await unreadCount(db, ownMemberId(res)) });
  });

  router.get('/api/my/notifications/since', allow.members, sinceInput, async (_req, res) => {
    const { since } = sinceInput.query(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: await notificationsSince(db, ownMemberId(res), since) });
  });

  const update = async (_req: unknown, res: Response) => {
    const memberId = ownMemberId(res);
    await updateNotificationStates(db, memberId, updateInput.body(res));
    res.json({ unreadCount: await unreadCount(db, memberId) });
  };
  router.post('/api/my/notifications/update', allow.members, updateInput, update);
  router.post('/Notifications/Update', allow.members, updateInput, update);

  router.get('/page/notifications', allow.members, pageInput, async (_req, res) => {
    const memberId = ownMemberId(res);
    const [page, unread] = await Promise.all([newestNotifications(db, memberId, { take: 20 }), unreadCount(db, memberId)]);
    res.setHeader('Cache-Control', 'no-store');
    res.json(notificationsPage({ items: page!.items, unreadCount: unread, hasMore: page!.hasMore }, identityOf(res).culture, wantsFallback(pageInput.query(res))));
  });

  // A closed notification block stays closed: remembered per member, or per visitor (the gateway's visitor id).
  router.post('/NotificationBlock/Dismiss', allow.anyone, dismissalInput, async (_req, res) => {
    const { identifier } = dismissalInput.body(res);
    const { userId, visitorId } = identityOf(res);
    if (isMemberId(userId)) {
      await dismissBlockForMember(db, userId, identifier);
    } else if (visitorId) {
      await dismissBlockForVisitor(db, visitorId.slice(0, 100), identifier);
    } else {
      throw new ResponseError(400, 'no_visitor', 'Without a visitor id there is nobody to remember the dismissal for.');
    }
    res.json({ success: true });
  });

  router.post('/internal/order-events', allow.services('cart-checkout'), orderEventInput, orderEventsRoute(services));
  router.post('/internal/social-events', allow.services('social'), socialEventsInput, socialEventsRoute(services));
  return router;
}
