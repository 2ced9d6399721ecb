import type { Notification, NotificationState } from '@storefront/platform';

const rank: Record<NotificationState, number> = { unread: 0, viewed: 1, clicked: 2 };

/** A notification only moves forward (unread → viewed → clicked): a lower state from the server is older news. */
export const furthestState = (a: NotificationState, b: NotificationState): NotificationState => (rank[a] >= rank[b] ? a : b);

const newestFirst = (a: Notification, b: Notification) => b.createdAtUtc.localeCompare(a.createdAtUtc);

/**
 * The server's `incoming` notifications with what this tab knows: states that went further here are kept, and
 * notifications loaded earlier that `incoming` does not hold (older pages) stay, newest first.
 */
export function mergeNotifications(known: readonly Notification[], incoming: readonly Notification[]): Notification[] {
  const knownById = new Map(known.map((notification) => [notification.id, notification]));
  const incomingIds = new Set(incoming.map((notification) => notification.id));
  const merged = incoming.map((notification) => {
    const state = furthestState(notification.state, knownById.get(notification.id)?.state ?? 'unread');
    return state === notification.state ? notification : { ...notification, state };
  });
  return [...merged, ...known.filter((notification) => !incomingIds.has(notification.id))].sort(newestFirst);
}

/** The badge shows '9+' above 9. */
export const badgeText = (unreadCount: number): string => (unreadCount > 9 ? '9+' : String(unreadCount));
