import type { PageBase } from '@storefront/platform';
import { z } from 'zod';
import { socialPageQuery, type PostAuthor, type PostPage } from './product-reviews';

/*
 * Direct messages: two profiles write to each other in a conversation, which begins as an invitation. A member with a
 * social profile invites another profile with a first message (POST /api/my/social/direct-messages/
 * create-conversation-invitation); the invitee reads it among their pending invitations and accepts it (accept-invitation,
 * or by answering it) or declines it (decline-invitation: it leaves their list, and the inviter is not told). Until it
 * is accepted the inviter writes nothing more. Two profiles have one conversation: inviting a profile you already write
 * with adds the message to it, and inviting the one who invited you accepts their invitation.
 * Members with a social profile only; refusals: 404 `unknown_profile` / `unknown_conversation` (not there, or not theirs),
 * 400 `own_profile`, 409 `social_profile_required`, 409 `takes_no_messages` (an imported review's author, who is no
 * member), 409 `invitation_pending` (the inviter writes again before the answer), 429 `posting_limit`.
 */

export const directMessageLimits = { text: { min: 1, max: 1_000 } } as const;

const messageText = z.string().trim().min(directMessageLimits.text.min).max(directMessageLimits.text.max);

/** POST /api/my/social/direct-messages/create-conversation-invitation: 201 with a SentMessage. */
export const conversationInvitationRequest = z.object({ profileId: z.uuid(), text: messageText });
export type ConversationInvitationRequest = z.infer<typeof conversationInvitationRequest>;

/** POST /api/my/social/direct-messages/send-message: 201 with a SentMessage. */
export const sendMessageRequest = z.object({ conversationId: z.uuid(), text: messageText });
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** POST /api/my/social/direct-messages/accept-invitation and /decline-invitation: the conversation's state after it. */
export const invitationAnswerRequest = z.object({ conversationId: z.uuid() });
export type InvitationAnswerRequest = z.infer<typeof invitationAnswerRequest>;

/** Lists of conversations, invitations and a conversation's messages: 10 a page, newest first, with a cursor. */
export const directMessagesQuery = socialPageQuery;

/**
 * How the conversation stands for the reader: both write (`accepted`); they invited and wait for the answer
 * (`awaiting-answer`, also after a decline, which the inviter is not told of); they were invited and have not answered
 * (`invited`); they declined (`declined`).
 */
export type ConversationState = 'accepted' | 'awaiting-answer' | 'invited' | 'declined';

export interface DirectMessage {
  messageId: string;
  /** The writer's profile id: the reader's own or the other profile's. */
  authorProfileId: string;
  text: string;
  sentAt: string;
}

export interface Conversation {
  conversationId: string;
  /** Who the reader writes with. */
  with: PostAuthor;
  state: ConversationState;
  lastMessage: DirectMessage;
  /** Messages to the reader they have not read yet (reading the conversation's newest page reads them). */
  unreadCount: number;
}

/** GET /api/my/social/direct-messages/conversations?from&count: those the reader writes in or waits on, newest message first. */
export type ConversationList = PostPage<Conversation>;

/** GET /api/my/social/direct-messages/pending-conversation-invitations?from&count: invitations to the reader not yet answered, newest first. */
export type PendingInvitationList = PostPage<Conversation>;

/**
 * GET /api/my/social/direct-messages/{conversationId}/messages?from&count: newest first (a page shows them oldest at the
 * top); the first page (no `from`) marks the conversation read for the reader.
 */
export interface ConversationMessages extends PostPage<DirectMessage> {
  conversation: Conversation;
}

export interface SentMessage {
  conversation: Conversation;
  message: DirectMessage;
}

/**
 * /social/messages (the reader's conversations and invitations) and /social/messages/{conversationId} (the same, with
 * that conversation open). Members only.
 */
export interface SocialMessagesPageViewModel extends PageBase {
  componentName: 'SocialMessagesPageViewModel';
  /** Null before onboarding: the page says to choose a display name and alias first. */
  ownProfileId: string | null;
  invitations: PendingInvitationList;
  conversations: ConversationList;
  /** The open conversation's newest messages; null on /social/messages. */
  open: ConversationMessages | null;
}

