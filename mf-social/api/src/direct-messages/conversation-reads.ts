import type { Queryable } from '@storefront/platform/server';
import type { Conversation, ConversationMessages, ConversationState, DirectMessage } from '../../../contract/direct-messages';
import type { PostPage } from '../../../contract/product-reviews';
import { afterCursor, decodeCursor, encodeCursor, type CursorPart } from '../product-sections/post-cursor';
import { authorColumns, authorOf, type AuthorRow } from '../product-sections/post-author';

export interface MessageRow {
  message_id: string;
  author_profile_id: string;
  text: string;
  sent_at: Date | string;
}

interface ConversationRow extends AuthorRow, MessageRow {
  conversation_id: string;
  invited_by: string;
  accepted_at: Date | null;
  declined_at: Date | null;
  unread_count: number;
  last_message_at: Date | string;
}

const iso = (time: Date | string): string => new Date(time).toISOString();

export const messageOf = (row: MessageRow): DirectMessage => ({ messageId: row.message_id, authorProfileId: row.author_profile_id, text: row.text, sentAt: iso(row.sent_at) });

function stateOf(row: ConversationRow, readerId: string): ConversationState {
  if (row.accepted_at) return 'accepted';
  if (row.invited_by === readerId) return 'awaiting-answer';
  return row.declined_at ? 'declined' : 'invited';
}

const conversationOf = (row: ConversationRow, readerId: string): Conversation => ({
  conversationId: row.conversation_id,
  with: authorOf(row),
  state: stateOf(row, readerId),
  lastMessage: messageOf(row),
  unreadCount: row.unread_count,
});

/** The reader's side (`s`) of conversations, with the other profile (`a`) and the newest message (`m`). */
const sideTables = `conversation_sides s JOIN conversations c ON c.conversation_id = s.conversation_id
  JOIN profiles a ON a.profile_id = s.other_profile_id
  CROSS JOIN LATERAL (
    SELECT d.message_id, d.profile_id AS author_profile_id, d.text, d.created_at AS sent_at FROM direct_messages d
    WHERE d.conversation_id = s.conversation_id ORDER BY d.created_at DESC, d.message_id DESC LIMIT 1
  ) m`;
const sideColumns = `c.conversation_id, c.invited_by, c.accepted_at, c.declined_at, s.unread_count, s.last_message_at, m.*, ${authorColumns}`;

/** Which of the reader's conversations a list shows. */
export const conversationLists = {
  /** Those they write in, and those they invited to and wait on. */
  conversations: '(c.accepted_at IS NOT NULL OR c.invited_by = $1)',
  /** Invitations to them they have not answered. */
  invitations: 'c.invitee = $1 AND c.accepted_at IS NULL AND c.declined_at IS NULL',
} as const;

const listShape: readonly CursorPart[] = ['timestamptz', 'uuid'];

/** One page of the reader's conversations or invitations, newest message first. */
export async function conversationPage(
  db: Queryable,
  readerId: string,
  list: keyof typeof conversationLists,
  from: string | undefined,
  count: number,
): Promise<PostPage<Conversation>> {
  const params: unknown[] = [readerId];
  const where = `s.profile_id = $1 AND ${conversationLists[list]}`;
  const after = afterCursor(['s.last_message_at', 's.conversation_id'], listShape, decodeCursor(from, listShape), params);
  const rows = await db.query<ConversationRow>(
    `SELECT ${sideColumns} FROM ${sideTables} WHERE ${where}${after}
     ORDER BY s.last_message_at DESC, s.conversation_id DESC LIMIT $${params.push(count + 1)}`,
    params,
  );
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM conversation_sides s JOIN conversations c ON c.conversation_id = s.conversation_id WHERE ${where}`,
    [readerId],
  );
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => conversationOf(row, readerId)),
    nextFrom: rows.length > count && last ? encodeCursor([iso(last.last_message_at), last.conversation_id]) : null,
    totalCount: total?.n ?? 0,
  };
}

/** The reader's conversation, or null when it is not there or not theirs. */
export async function conversationFor(db: Queryable, conversationId: string, readerId: string): Promise<Conversation | null> {
  const [row] = await db.query<ConversationRow>(`SELECT ${sideColumns} FROM ${sideTables} WHERE s.profile_id = $1 AND s.conversation_id = $2`, [
    readerId,
    conversationId,
  ]);
  return row ? conversationOf(row, readerId) : null;
}

const messageShape: readonly CursorPart[] = ['timestamptz', 'uuid'];

/**
 * One page of the reader's conversation's messages, newest first; its first page (no `from`) reads what was unread.
 * Null when it is not there or not theirs.
 */
export async function conversationMessages(
  db: Queryable,
  conversationId: string,
  readerId: string,
  from: string | undefined,
  count: number,
): Promise<ConversationMessages | null> {
  const cursor = decodeCursor(from, messageShape);
  if (!cursor) await db.query('UPDATE conversation_sides SET unread_count = 0 WHERE conversation_id = $1 AND profile_id = $2 AND unread_count > 0', [conversationId, readerId]);
  const conversation = await conversationFor(db, conversationId, readerId);
  if (!conversation) return null;
  const params: unknown[] = [conversationId];
  const after = afterCursor(['created_at', 'message_id'], messageShape, cursor, params);
  const rows = await db.query<MessageRow>(
    `SELECT message_id, profile_id AS author_profile_id, text, created_at AS sent_at FROM direct_messages
     WHERE conversation_id = $1${after} ORDER BY created_at DESC, message_id DESC LIMIT $${params.push(count + 1)}`,
    params,
  );
  const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM direct_messages WHERE conversation_id = $1', [conversationId]);
  const shown = rows.slice(0, count);
  const last = shown.at(-1);
  return {
    conversation,
    items: shown.map(messageOf),
    nextFrom: rows.length > count && last ? encodeCursor([iso(last.sent_at), last.message_id]) : null,
    totalCount: total?.n ?? 0,
  };
}
