import type { Request, Response } from 'express';
import { accepts, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import type { AccountServices } from '../account-services';
import { isMemberId } from '../http/own-member';
import { cultureOr } from '../pages/member-api-text';
import { writeNotification } from './notification-store';
import { notificationText } from './notification-text';
import { orderConfirmationMail } from './order-mails';

/** What team Checkout posts of an order (its `OrderEvent`), one per request, possibly more than once. */
const orderEvent = z.object({
  eventId: z.string().min(1).max(100),
  kind: z.enum(['placed', 'shipped', 'delivered', 'cancelled']),
  orderNumber: z.string().min(1).max(40),
  memberId: z.string().max(100).nullable(),
  email: z.string().max(254),
  culture: z.string().max(10),
  market: z.string().max(2),
  at: z.string().max(40),
});

export type OrderEvent = z.infer<typeof orderEvent>;

export const orderEventInput = accepts({ body: orderEvent });

async function notifyShipped(tx: Queryable, event: OrderEvent): Promise<void> {
  if (!isMemberId(event.memberId)) return;
  // The member's own language, and nobody to tell when the account is gone.
  const [member] = await tx.query<{ culture: string }>('SELECT culture FROM members WHERE id = $1', [event.memberId]);
  if (!member) return;
  await writeNotification(tx, {
    memberId: event.memberId,
    kind: 'order-shipped',
    targetUrl: `/my-pages/orders/${encodeURIComponent(event.orderNumber)}`,
    text: notificationText(cultureOr(member.culture), '/MemberApi/Notifications/OrderShipped', { orderNumber: event.orderNumber }, ['orderNumber']),
    overlay: { emoji: '📦' },
    dedupeKey: `order-shipped:${event.orderNumber}`,
  });
}

/**
 * Handles an order event once however often it comes: the event is recorded in the same transaction as what it
 * causes, so a second delivery (a lost answer, a retry) finds it recorded and changes nothing. Returns whether it
 * was new.
 */
export async function handleOrderEvent(services: AccountServices, event: OrderEvent): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const recorded = await tx.query(
      'INSERT INTO processed_order_events (event_id, kind, order_number) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING RETURNING event_id',
      [event.eventId, event.kind, event.orderNumber],
    );
    if (recorded.length === 0) return false;
    if (event.kind === 'shipped') await notifyShipped(tx, event);
    if (event.kind === 'placed' && event.email.includes('@')) {
      await services.outbox.enqueue(orderConfirmationMail({ ...event, culture: cultureOr(event.culture) }, services.publicUrl), tx);
    }
    return true;
  });
}

/** POST /internal/order-events: team Checkout's, behind `orderEventInput`. */
export function orderEventsRoute(services: AccountServices) {
  return async (_req: Request, res: Response) => {
    const event = orderEventInput.body(res);
    const isNew = await handleOrderEvent(services, event);
    services.logger.info({ eventId: event.eventId, kind: event.kind, orderNumber: event.orderNumber, isNew }, 'order event');
    res.json({ received: true, isNew });
  };
}
