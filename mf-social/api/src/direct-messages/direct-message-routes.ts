import { Router, type Response } from 'express';
import { accepts, allow, identityOf, memberPageBase, pageQuery, wantsFallback, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import {
  conversationInvitationRequest,
  directMessagesQuery,
  invitationAnswerRequest,
  sendMessageRequest,
  type ConversationList,
  type SentMessage,
  type SocialMessagesPageViewModel,
} from '../../../contract/direct-messages';
import { socialPageSize } from '../../../contract/product-reviews';
import { memberIdOf } from '../http/member';
import { personal } from '../http/personal';
import { conversationUrl, messagesUrl } from '../http/social-urls';
import type { PostingLimits } from '../moderation/posting-limits';
import { ownProfileIdOf, profileIdOfMember } from '../acting/acting-profile';
import { socialApiText } from '../texts';
import { conversationMessages, conversationPage } from './conversation-reads';
import { answerInvitation, inviteToConversation, sendMessage, type MessageRefusal } from './conversation-writes';
import { messageRefused, unknownConversation } from './message-refusals';

const directMessages = '/api/my/social/direct-messages';
const conversationPath = z.object({ conversationId: z.uuid() });

const inviteInput = accepts({ body: conversationInvitationRequest });
const sendInput = accepts({ body: sendMessageRequest });
const answerInput = accepts({ body: invitationAnswerRequest });
const listInput = accepts({ query: directMessagesQuery });
const messagesInput = accepts({ params: conversationPath, query: directMessagesQuery });
const pageInput = accepts({ query: pageQuery });
const openPageInput = accepts({ params: conversationPath, query: pageQuery });

const nothing = (): ConversationList => ({ items: [], nextFrom: null, totalCount: 0 });

/**
 * Direct messages (contract/direct-messages.ts): invitations to a conversation, their answers, messages, the reader's
 * lists; and the page of them (SocialMessagesPageViewModel, /social/messages and /social/messages/{conversationId}).
 * Members with a social profile; a conversation is read and written by its two profiles only.
 */
export function directMessageRoutes(db: Database, limits: PostingLimits, events: { notificationsWaiting(): void }): Router {
  const router = Router();

  const ownProfileOf = (res: Response): Promise<string> => ownProfileIdOf(db, memberIdOf(res));

  const sent = (res: Response, answer: SentMessage | MessageRefusal) => {
    if (typeof answer === 'string') throw messageRefused[answer]();
    events.notificationsWaiting();
    personal(res);
    res.status(201).json(answer);
  };

  router.post(`${directMessages}/create-conversation-invitation`, allow.members, inviteInput, async (_req, res) => {
    const { profileId, text } = inviteInput.body(res);
    sent(res, await inviteToConversation(db, limits, await ownProfileOf(res), profileId, text));
  });

  router.post(`${directMessages}/send-message`, allow.members, sendInput, async (_req, res) => {
    const { conversationId, text } = sendInput.body(res);
    sent(res, await sendMessage(db, limits, await ownProfileOf(res), conversationId, text));
  });

  for (const [answer, accept] of [
    ['accept-invitation', true],
    ['decline-invitation', false],
  ] as const) {
    router.post(`${directMessages}/${answer}`, allow.members, answerInput, async (_req, res) => {
      const conversation = await answerInvitation(db, await ownProfileOf(res), answerInput.body(res).conversationId, accept);
      if (!conversation) throw unknownConversation();
      personal(res);
      res.json(conversation);
    });
  }

  for (const list of ['conversations', 'invitations'] as const) {
    const path = list === 'conversations' ? 'conversations' : 'pending-conversation-invitations';
    router.get(`${directMessages}/${path}`, allow.members, listInput, async (_req, res) => {
      const { from, count } = listInput.query(res);
      const profileId = await profileIdOfMember(db, memberIdOf(res));
      personal(res);
      res.json(profileId ? await conversationPage(db, profileId, list, from, count) : nothing());
    });
  }

  router.get(`${directMessages}/:conversationId/messages`, allow.members, messagesInput, async (_req, res) => {
    const { from, count } = messagesInput.query(res);
    const messages = await conversationMessages(db, messagesInput.params(res).conversationId, await ownProfileOf(res), from, count);
    if (!messages) throw unknownConversation();
    personal(res);
    res.json(messages);
  });

  const page = async (res: Response, conversationId: string | null, query: z.infer<typeof pageQuery>) => {
    const profileId = await profileIdOfMember(db, memberIdOf(res));
    // The open conversation first: reading it reads its messages, and the list then shows it read.
    const open = profileId && conversationId ? await conversationMessages(db, conversationId, profileId, undefined, socialPageSize) : null;
    if (conversationId && !open) throw unknownConversation();
    const [invitations, conversations] = profileId
      ? await Promise.all([conversationPage(db, profileId, 'invitations', undefined, socialPageSize), conversationPage(db, profileId, 'conversations', undefined, socialPageSize)])
      : [nothing(), nothing()];
    const title = socialApiText(identityOf(res).culture, '/SocialApi/Pages/Messages');
    const view: SocialMessagesPageViewModel = {
      ...memberPageBase('SocialMessagesPageViewModel', conversationId ? conversationUrl(conversationId) : messagesUrl, title, 'social'),
      ownProfileId: profileId,
      invitations,
      conversations,
      open,
      ...(wantsFallback(query) ? { fallback: { headings: [{ level: 1, text: title }], paragraphs: [], links: [] } } : {}),
    };
    personal(res);
    res.json(view);
  };

  router.get('/page/social/messages', allow.members, pageInput, (_req, res) => page(res, null, pageInput.query(res)));
  router.get('/page/social/messages/:conversationId', allow.members, openPageInput, (_req, res) =>
    page(res, openPageInput.params(res).conversationId, openPageInput.query(res)),
  );

  return router;
}
