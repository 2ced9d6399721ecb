import { postAsService, startPeriodicPublisher, type Queryable } from '@storefront/platform/server';
import type { Logger } from 'pino';
import { CatalogUnavailable, type CatalogProducts } from '../catalog/catalog-products';
import { conversationUrl, profileUrl } from '../http/social-urls';

/** Events a round sends at most (Account takes up to 100 a call; the catalog names up to 100 products a call). */
export const notificationBatchSize = 100;
export const notificationIntervalMs = 2_000;

/**
 * Events about a post on a product's page: an answer, a comment on a review, look or picture, a helpful mark, a like, a
 * member named with '@' in a post or a comment, a reply to a member's comment, or a like of it.
 */
export const productEventKinds = [
  'answer',
  'comment',
  'helpful',
  'look-comment',
  'look-like',
  'picture-comment',
  'picture-like',
  'mention',
  'comment-mention',
  'comment-reply',
  'comment-like',
] as const;

/** Events about a conversation: an invitation to one, a message when the member had none unread there. */
export const conversationEventKinds = ['message-invitation', 'direct-message'] as const;

/**
 * What team Account makes a notification of (its POST /internal/social-events): an event about a post on a product's
 * page (the product's page is the target, and for a look the product it is about), a new follower (their profile
 * is the target), or a conversation (its page is the target).
 */
export type SocialEvent = { eventId: string; memberId: string; actorName: string; targetUrl: string } & (
  | { kind: (typeof productEventKinds)[number]; productName: string }
  | { kind: 'follow' | (typeof conversationEventKinds)[number] }
);

/** Where the events go: team Account, which notifies its members. */
export interface SocialEventSink {
  /** Resolves once Account has taken them (it notifies once per event id); rejects otherwise. */
  send(events: readonly SocialEvent[]): Promise<void>;
}

export class NotificationDeliveryFailed extends Error {
  override name = 'NotificationDeliveryFailed';
}

/** POST /internal/social-events `{ events }` on team Account, as team Social's service, with a timeout. */
export function accountSocialEvents(options: { baseUrl: string; identitySecret: string; timeoutMs: number; now?: () => number }): SocialEventSink {
  const { baseUrl, identitySecret, timeoutMs, now = Date.now } = options;
  return {
    send: (events) =>
      postAsService({
        caller: 'social',
        receiver: 'team Account',
        url: `${baseUrl}/internal/social-events`,
        json: { events },
        identitySecret,
        timeoutMs,
        now,
        failure: (message) => new NotificationDeliveryFailed(message),
      }),
  };
}

interface EventRow {
  event_key: string;
  kind: SocialEvent['kind'];
  recipient_member_id: string;
  actor_name: string | null;
  actor_alias: string | null;
  /** Null for a follow and a conversation's event, which are about no product. */
  product_code: string | null;
  conversation_id: string | null;
}

/**
 * Sends Account up to 100 events it has not had yet, with the product's name and page from the catalog (a follow:
 * the follower's profile page; a conversation's event: its page), and marks them delivered once Account took them. An
 * event about a product the catalog no longer has tells nobody and is marked delivered; a catalog or Account that does
 * not answer leaves them all for the next round.
 */
export async function deliverNotificationEvents(db: Queryable, catalog: CatalogProducts, sink: SocialEventSink): Promise<number> {
  const rows = await db.query<EventRow>(
    `SELECT e.event_key, e.kind, e.recipient_member_id, a.display_name AS actor_name, a.alias AS actor_alias, e.product_code, e.conversation_id
     FROM notification_events e LEFT JOIN profiles a ON a.profile_id = e.actor_profile_id
     WHERE e.delivered_at IS NULL ORDER BY e.created_at, e.event_key LIMIT $1`,
    [notificationBatchSize],
  );
  if (rows.length === 0) return 0;
  const codes = [...new Set(rows.flatMap((row) => (row.product_code === null ? [] : [row.product_code])))];
  let products: Awaited<ReturnType<CatalogProducts['reviewProducts']>> = new Map();
  try {
    if (codes.length > 0) products = await catalog.reviewProducts(codes, { market: 'SE', culture: 'sv-SE' });
  } catch (error) {
    if (error instanceof CatalogUnavailable) throw new NotificationDeliveryFailed(error.message);
    throw error;
  }
  const events = rows.flatMap((row): SocialEvent[] => {
    const about = { eventId: row.event_key, memberId: row.recipient_member_id, actorName: row.actor_name ?? '' };
    if (row.kind === 'follow') return row.actor_alias === null ? [] : [{ ...about, kind: 'follow', targetUrl: profileUrl(row.actor_alias) }];
    if (row.kind === 'message-invitation' || row.kind === 'direct-message') {
      return row.conversation_id === null ? [] : [{ ...about, kind: row.kind, targetUrl: conversationUrl(row.conversation_id) }];
    }
    const product = row.product_code === null ? undefined : products.get(row.product_code);
    if (!product) return [];
    return [{ ...about, kind: row.kind, productName: product.name, targetUrl: product.url }];
  });
  if (events.length > 0) await sink.send(events);
  await db.query('UPDATE notification_events SET delivered_at = now() WHERE event_key = ANY($1::text[])', [rows.map((row) => row.event_key)]);
  return rows.length;
}

/** Delivers on start, every 2 s, and when nudged (an answer, a mark or a follow was written); a team that does not answer only delays it. */
export function startNotificationPublisher(options: { db: Queryable; catalog: CatalogProducts; sink: SocialEventSink; logger: Logger; intervalMs?: number }) {
  const { db, catalog, sink, logger, intervalMs = notificationIntervalMs } = options;
  return startPeriodicPublisher({
    publishBatch: () => deliverNotificationEvents(db, catalog, sink),
    batchSize: notificationBatchSize,
    intervalMs,
    logger,
    failedMessage: 'social notifications not delivered; retrying',
    recoveredMessage: 'team Account takes social notifications again',
  });
}
