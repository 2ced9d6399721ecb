import type { HttpClient } from '@storefront/platform';
import type { Conversation, ConversationMessages, SentMessage } from '../../../contract/direct-messages';
import { socialPageSize } from '../social-rules/social-rules';

const base = '/api/my/social/direct-messages';

/** Where the next pages of the reader's conversations and of their pending invitations are read (useNextPages). */
export const conversationsPath = `${base}/conversations`;
export const invitationsPath = `${base}/pending-conversation-invitations`;

/** POST …/create-conversation-invitation: a first message to a profile (or one more, when they already write). */
export async function createConversationInvitation(http: Pick<HttpClient, 'post'>, profileId: string, text: string): Promise<SentMessage> {
  const { data } = await http.post<SentMessage>(`${base}/create-conversation-invitation`, { profileId, text });
  return data;
}

/** POST …/send-message: a message in a conversation (answering an invitation accepts it). */
export async function sendMessage(http: Pick<HttpClient, 'post'>, conversationId: string, text: string): Promise<SentMessage> {
  const { data } = await http.post<SentMessage>(`${base}/send-message`, { conversationId, text });
  return data;
}

/** What the invited member answers an invitation. */
export type InvitationAnswerKind = 'accept' | 'decline';

/** POST …/accept-invitation or …/decline-invitation: the conversation as it stands after the answer. */
export async function answerInvitation(http: Pick<HttpClient, 'post'>, conversationId: string, answer: InvitationAnswerKind): Promise<Conversation> {
  const { data } = await http.post<Conversation>(`${base}/${answer}-invitation`, { conversationId });
  return data;
}

/** GET …/{conversationId}/messages: a page of its messages, newest first, after `from` when given; the first page marks the conversation read. */
export async function getConversationMessages(http: Pick<HttpClient, 'get'>, conversationId: string, from?: string): Promise<ConversationMessages> {
  const query = new URLSearchParams({ ...(from ? { from } : {}), count: String(socialPageSize) });
  const { data } = await http.get<ConversationMessages>(`${base}/${encodeURIComponent(conversationId)}/messages?${query}`);
  return data;
}
