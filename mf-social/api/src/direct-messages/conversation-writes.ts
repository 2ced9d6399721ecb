import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@storefront/platform/server';
import type { Conversation, SentMessage } from '../../../contract/direct-messages';
import { claimPostingRoom, type PostingLimits } from '../moderation/posting-limits';
import { conversationFor, messageOf, type MessageRow } from './conversation-reads';

/** Why a message was not written. */
export type MessageRefusal = 'unknownProfile' | 'ownProfile' | 'takesNoMessages' | 'unknownConversation' | 'invitationPending';

interface ConversationRow {
  conversation_id: string;
  invited_by: string;
  invitee: string;
  accepted_at: Date | null;
}

const conversationRowColumns = 'conversation_id, invited_by, invitee, accepted_at';

/** In the caller's transaction: an event for the member behind `recipientId` about the conversation, from `actorId`. */
async function recordMessageEvent(tx: Queryable, key: string, kind: 'message-invitation' | 'direct-message', conversationId: string, actorId: string, recipientId: string) {
  await tx.query(
    `INSERT INTO notification_events (event_key, kind, recipient_member_id, actor_profile_id, conversation_id)
     SELECT $1, $2, r.member_id, $4, $3 FROM profiles r WHERE r.profile_id = $5 AND r.member_id IS NOT NULL
     ON CONFLICT (event_key) DO NOTHING`,
    [key, kind, conversationId, actorId, recipientId],
  );
}

/**
 * In the caller's transaction: `writerId`'s message in the conversation (within their posting limit), both sides' lists
 * brought up to it, the other side's unread count up by one and the writer's read. Answers the message and whether the
 * other side had nothing unread before it.
 */
async function appendMessage(tx: Queryable, limits: PostingLimits, conversationId: string, writerId: string, text: string) {
  await claimPostingRoom(tx, limits, 'messages', writerId);
  const [message] = await tx.query<MessageRow>(
    `INSERT INTO direct_messages (message_id, conversation_id, profile_id, text) VALUES ($1, $2, $3, $4)
     RETURNING message_id, profile_id AS author_profile_id, text, created_at AS sent_at`,
    [randomUUID(), conversationId, writerId, text],
  );
  const sides = await tx.query<{ profile_id: string; unread_count: number }>(
    `UPDATE conversation_sides SET last_message_at = $3,
       unread_count = CASE WHEN profile_id = $2 THEN 0 ELSE unread_count + 1 END
     WHERE conversation_id = $1 RETURNING profile_id, unread_count`,
    [conversationId, writerId, message!.sent_at],
  );
  const other = sides.find((side) => side.profile_id !== writerId);
  return { message: message!, firstUnread: other?.unread_count === 1 };
}

/**
 * In the caller's transaction, on the locked conversation: `writerId` writes in it. The inviter waits for the answer
 * before writing again; the invitee's message accepts the invitation (also one they declined).
 */
async function writeInConversation(tx: Queryable, limits: PostingLimits, row: ConversationRow, writerId: string, text: string): Promise<SentMessage | MessageRefusal> {
  if (!row.accepted_at) {
    if (writerId === row.invited_by) return 'invitationPending';
    await tx.query('UPDATE conversations SET accepted_at = now(), declined_at = NULL WHERE conversation_id = $1', [row.conversation_id]);
  }
  const { message, firstUnread } = await appendMessage(tx, limits, row.conversation_id, writerId, text);
  const recipientId = writerId === row.invited_by ? row.invitee : row.invited_by;
  if (firstUnread) await recordMessageEvent(tx, `message:${message.message_id}`, 'direct-message', row.conversation_id, writerId, recipientId);
  return { conversation: (await conversationFor(tx, row.conversation_id, writerId))!, message: messageOf(message) };
}

/**
 * `fromId` invites `toId` to a conversation with a first message (within their daily invitations). Two profiles have
 * one conversation: when they already have it, the message goes into it as `sendMessage` would put it; simultaneous
 * invitations of one pair are taken one after the other.
 */
export async function inviteToConversation(db: Database, limits: PostingLimits, fromId: string, toId: string, text: string): Promise<SentMessage | MessageRefusal> {
  if (fromId === toId) return 'ownProfile';
  return db.transaction(async (tx) => {
    const [invitee] = await tx.query<{ member_id: string | null }>('SELECT member_id FROM profiles WHERE profile_id = $1', [toId]);
    if (!invitee) return 'unknownProfile';
    // An imported review's author is nobody who could read it.
    if (invitee.member_id === null) return 'takesNoMessages';
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`social:conversation:${[fromId, toId].sort().join(':')}`]);
    const [existing] = await tx.query<ConversationRow>(
      `SELECT ${conversationRowColumns} FROM conversations
       WHERE least(invited_by, invitee) = least($1::uuid, $2::uuid) AND greatest(invited_by, invitee) = greatest($1::uuid, $2::uuid) FOR UPDATE`,
      [fromId, toId],
    );
    if (existing) return writeInConversation(tx, limits, existing, fromId, text);
    await claimPostingRoom(tx, limits, 'invitations', fromId);
    const conversationId = randomUUID();
    await tx.query('INSERT INTO conversations (conversation_id, invited_by, invitee) VALUES ($1, $2, $3)', [conversationId, fromId, toId]);
    await tx.query(
      `INSERT INTO conversation_sides (conversation_id, profile_id, other_profile_id, last_message_at)
       VALUES ($1, $2, $3, now()), ($1, $3, $2, now())`,
      [conversationId, fromId, toId],
    );
    const { message } = await appendMessage(tx, limits, conversationId, fromId, text);
    await recordMessageEvent(tx, `invitation:${conversationId}`, 'message-invitation', conversationId, fromId, toId);
    return { conversation: (await conversationFor(tx, conversationId, fromId))!, message: messageOf(message) };
  });
}

/** `writerId` writes in their conversation. */
export async function sendMessage(db: Database, limits: PostingLimits, writerId: string, conversationId: string, text: string): Promise<SentMessage | MessageRefusal> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ConversationRow>(
      `SELECT ${conversationRowColumns} FROM conversations WHERE conversation_id = $1 AND $2 IN (invited_by, invitee) FOR UPDATE`,
      [conversationId, writerId],
    );
    return row ? writeInConversation(tx, limits, row, writerId, text) : 'unknownConversation';
  });
}

/**
 * The invitee accepts or declines an invitation to them; what it says however often it comes. A decline after the
 * acceptance changes nothing. Null when the conversation is not there or not an invitation to them.
 */
export async function answerInvitation(db: Queryable, inviteeId: string, conversationId: string, accept: boolean): Promise<Conversation | null> {
  const change = accept
    ? 'accepted_at = coalesce(accepted_at, now()), declined_at = NULL'
    : 'declined_at = CASE WHEN accepted_at IS NULL THEN coalesce(declined_at, now()) END';
  const [answered] = await db.query(`UPDATE conversations SET ${change} WHERE conversation_id = $1 AND invitee = $2 RETURNING 1`, [conversationId, inviteeId]);
  return answered ? conversationFor(db, conversationId, inviteeId) : null;
}
