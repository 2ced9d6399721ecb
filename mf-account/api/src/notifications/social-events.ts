import type { Request, Response } from 'express';
import { accepts, type Queryable } from '@storefront/platform/server';
import { z } from 'zod';
import type { AccountServices } from '../account-services';
import { isMemberId } from '../http/own-member';
import { cultureOr } from '../pages/member-api-text';
import { writeNotification } from './notification-store';
import { notificationText } from './notification-text';

const aboutEvent = {
  /** Social's key of the event: the same event sent again notifies once. */
  eventId: z.string().min(1).max(200),
  memberId: z.string().max(100),
  /** The product page, or a follower's profile page: a path of the shop. */
  targetUrl: z.string().max(500).regex(/^\/(?!\/)/, 'A path of the shop, starting with one /.'),
};

/**
 * What team Social tells a member of: someone answered their question, commented on their review, look or picture,
 * found their review helpful, liked their look, picture or comment, named them in a post or a comment or replied to their
 * comment (about a product), follows them now, invites them to a conversation or writes to them there.
 */
const socialEvent = z.discriminatedUnion('kind', [
  z.object({
    ...aboutEvent,
    kind: z.enum(['answer', 'comment', 'helpful', 'look-comment', 'look-like', 'picture-comment', 'picture-like', 'mention', 'comment-mention', 'comment-reply', 'comment-like']),
    /** Who answered, commented or replied (a helpful mark or a like names nobody). */
    actorName: z.string().trim().max(50).default(''),
    productName: z.string().trim().min(1).max(200),
  }),
  z.object({ ...aboutEvent, kind: z.enum(['follow', 'message-invitation', 'direct-message']), actorName: z.string().trim().min(1).max(50) }),
]);

export type SocialEvent = z.infer<typeof socialEvent>;

export const socialEventsInput = accepts({ body: z.object({ events: z.array(socialEvent).min(1).max(100) }) });

const texts = {
  answer: { key: '/MemberApi/Notifications/SocialAnswer', emoji: '💬' },
  comment: { key: '/MemberApi/Notifications/SocialComment', emoji: '💬' },
  helpful: { key: '/MemberApi/Notifications/SocialHelpful', emoji: '👍' },
  'look-comment': { key: '/MemberApi/Notifications/SocialLookComment', emoji: '💬' },
  'look-like': { key: '/MemberApi/Notifications/SocialLookLike', emoji: '❤️' },
  'picture-comment': { key: '/MemberApi/Notifications/SocialPictureComment', emoji: '💬' },
  'picture-like': { key: '/MemberApi/Notifications/SocialPictureLike', emoji: '❤️' },
  mention: { key: '/MemberApi/Notifications/SocialMention', emoji: '📣' },
  'comment-mention': { key: '/MemberApi/Notifications/SocialCommentMention', emoji: '📣' },
  'comment-reply': { key: '/MemberApi/Notifications/SocialCommentReply', emoji: '💬' },
  'comment-like': { key: '/MemberApi/Notifications/SocialCommentLike', emoji: '❤️' },
  follow: { key: '/MemberApi/Notifications/SocialFollow', emoji: '👋' },
  'message-invitation': { key: '/MemberApi/Notifications/SocialMessageInvitation', emoji: '✉️' },
  'direct-message': { key: '/MemberApi/Notifications/SocialDirectMessage', emoji: '✉️' },
} as const;

async function notify(tx: Queryable, event: SocialEvent): Promise<boolean> {
  if (!isMemberId(event.memberId)) return false;
  // The member's own language, and nobody to tell when the account is gone.
  const [member] = await tx.query<{ culture: string }>('SELECT culture FROM members WHERE id = $1', [event.memberId]);
  if (!member) return false;
  const { key, emoji } = texts[event.kind];
  await writeNotification(tx, {
    memberId: event.memberId,
    kind: `social-${event.kind}`,
    targetUrl: event.targetUrl,
    text: notificationText(cultureOr(member.culture), key, { name: event.actorName, ...('productName' in event ? { product: event.productName } : {}) }, ['name', 'product']),
    overlay: { emoji },
    dedupeKey: `social:${event.eventId}`,
  });
  return true;
}

/**
 * POST /internal/social-events (team Social's, behind `socialEventsInput`): each event becomes a notification of its
 * member, once however often it comes (the event's key is the notification's dedupe key); a member who is not there
 * any more is skipped. Answers how many were for a member of the shop.
 */
export function socialEventsRoute(services: AccountServices) {
  return async (_req: Request, res: Response) => {
    const { events } = socialEventsInput.body(res);
    const delivered = await services.db.transaction(async (tx) => {
      let count = 0;
      for (const event of events) if (await notify(tx, event)) count += 1;
      return count;
    });
    services.logger.info({ events: events.length, delivered }, 'social events');
    res.json({ received: events.length, delivered });
  };
}
