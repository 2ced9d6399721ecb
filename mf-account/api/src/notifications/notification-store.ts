import type { Image, Notification, NotificationKind, NotificationState, NotificationText } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';

export interface NewNotification {
  memberId: string;
  kind: NotificationKind;
  /** A path of the shop, e.g. /my-pages/orders/1234. */
  targetUrl: string;
  text: NotificationText;
  image?: Image | null;
  overlay?: { emoji?: string };
  /** What the notification is about: a second write with the same key for the member changes nothing. */
  dedupeKey: string;
}

/** Writes a notification for a member, once per member and dedupeKey (in the caller's transaction when given one). */
export async function writeNotification(db: Queryable, notification: NewNotification): Promise<void> {
  await db.query(
    `INSERT INTO notifications (member_id, kind, target_url, text, image, overlay, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (member_id, dedupe_key) DO NOTHING`,
    [
      notification.memberId,
      notification.kind,
      notification.targetUrl,
      JSON.stringify(notification.text),
      notification.image ? JSON.stringify(notification.image) : null,
      notification.overlay ? JSON.stringify(notification.overlay) : null,
      notification.dedupeKey,
    ],
  );
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  state: NotificationState;
  target_url: string;
  image: Image | null;
  overlay: { emoji?: string } | null;
  text: NotificationText;
  created_at: Date;
}

const columns = 'id, kind, state, target_url, image, overlay, text, created_at';

function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    targetUrl: { url: row.target_url },
    image: row.image,
    ...(row.overlay ? { overlay: row.overlay } : {}),
    text: row.text,
    createdAtUtc: new Date(row.created_at).toISOString(),
  };
}

/**
 * A member's notifications, newest first: `take` of them, after the one with id `before` when given. Null when
 * `before` is not one of the member's.
 */
export async function newestNotifications(
  db: Queryable,
  memberId: string,
  options: { take: number; before?: string },
): Promise<{ items: Notification[]; hasMore: boolean } | null> {
  const params: unknown[] = [memberId, options.take + 1];
  let after = '';
  if (options.before) {
    const [cursor] = await db.query<{ id: string }>('SELECT id FROM notifications WHERE member_id = $1 AND id = $2', [memberId, options.before]);
    if (!cursor) return null;
    params.push(options.before);
    after = 'AND (created_at, id) < (SELECT created_at, id FROM notifications WHERE id = $3)';
  }
  const rows = await db.query<NotificationRow>(
    `SELECT ${columns} FROM notifications WHERE member_id = $1 ${after} ORDER BY created_at DESC, id DESC LIMIT $2`,
    params,
  );
  return { items: rows.slice(0, options.take).map(notificationOf), hasMore: rows.length > options.take };
}

/**
 * The member's notifications made after `since`, newest first (at most `limit`). Compared in milliseconds, as
 * createdAtUtc shows them: polling with the newest one's createdAtUtc does not return it again.
 */
export async function notificationsSince(db: Queryable, memberId: string, since: Date, limit = 50): Promise<Notification[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT ${columns} FROM notifications WHERE member_id = $1 AND date_trunc('milliseconds', created_at) > $2 ORDER BY created_at DESC, id DESC LIMIT $3`,
    [memberId, since.toISOString(), limit],
  );
  return rows.map(notificationOf);
}

export async function unreadCount(db: Queryable, memberId: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(`SELECT count(*)::int AS unread FROM notifications WHERE member_id = $1 AND state = 'unread'`, [memberId]);
  return row?.unread ?? 0;
}

export type NotificationUpdate = { viewedIds: string[] } | { clickedIds: string[] } | { clickedAll: true };

/**
 * Viewing only moves unread to viewed; clicking moves anything to clicked. Only the member's own
 * notifications change: ids of others are ignored.
 */
export async function updateNotificationStates(db: Queryable, memberId: string, update: NotificationUpdate): Promise<void> {
  if ('viewedIds' in update) {
    await db.query(`UPDATE notifications SET state = 'viewed' WHERE member_id = $1 AND id = ANY($2::uuid[]) AND state = 'unread'`, [memberId, update.viewedIds]);
  } else if ('clickedIds' in update) {
    await db.query(`UPDATE notifications SET state = 'clicked' WHERE member_id = $1 AND id = ANY($2::uuid[]) AND state <> 'clicked'`, [memberId, update.clickedIds]);
  } else {
    await db.query(`UPDATE notifications SET state = 'clicked' WHERE member_id = $1 AND state <> 'clicked'`, [memberId]);
  }
}

/** A member closed a notification block: remembered once (nothing when the member is gone). */
export async function dismissBlockForMember(db: Queryable, memberId: string, identifier: string): Promise<void> {
  await db.query(
    `INSERT INTO dismissed_notification_blocks (member_id, identifier) SELECT id, $2 FROM members WHERE id = $1
     ON CONFLICT (member_id, identifier) WHERE member_id IS NOT NULL DO NOTHING`,
    [memberId, identifier],
  );
}

/** A visitor (the gateway's visitor id) closed a notification block: remembered once. */
export async function dismissBlockForVisitor(db: Queryable, visitorId: string, identifier: string): Promise<void> {
  await db.query(
    `INSERT INTO dismissed_notification_blocks (visitor_id, identifier) VALUES ($1, $2)
     ON CONFLICT (visitor_id, identifier) WHERE visitor_id IS NOT NULL DO NOTHING`,
    [visitorId, identifier],
  );
}
