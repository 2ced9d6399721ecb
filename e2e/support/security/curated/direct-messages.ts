import { expect, type Browser, type Page } from '@playwright/test';
import { aMemberWithAProfile } from '../../social-steps';
import { writerOf } from '../gateway-writer';
import { payloadKind } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const messagesApi = '/api/my/social/direct-messages';
const inviteRoute = `POST ${messagesApi}/create-conversation-invitation`;
const sendRoute = `POST ${messagesApi}/send-message`;

/**
 * Direct messages, written as members write them: the member invites a friend (a member of the step's own, in a
 * browser context of theirs) with a first message, the friend accepts, and the member writes once more. The member's
 * page of the conversation shows both, to the member only. Needs the member's social profile (the social posts step
 * makes it).
 */
export async function directMessages(session: CuratedSession, browser: Browser): Promise<CuratedOutcome> {
  const { memberWriter, book } = session;
  const invitation = payloadFor(book, payloadKind.iframeSrcdoc, `${inviteRoute} body.text`, 1000);
  const message = payloadFor(book, payloadKind.scriptOutOfPreloadedJson, `${sendRoute} body.text`, 1000);
  const headers = { 'x-csrf-token': memberWriter.csrfToken };
  const context = await browser.newContext();
  try {
    const friendPage = await context.newPage();
    const friend = await aMemberWithAProfile(friendPage, 'Xss Friend');
    const invited = await memberWriter.api.post(`${messagesApi}/create-conversation-invitation`, { headers, data: { profileId: friend.profileId, text: invitation.text } });
    expect(invited.status(), await invited.text()).toBe(201);
    const { conversationId } = ((await invited.json()) as { conversation: { conversationId: string } }).conversation;
    const friendWriter = await writerOf(context, 'member');
    const accepted = await friendWriter.api.post(`${messagesApi}/accept-invitation`, { headers: { 'x-csrf-token': friendWriter.csrfToken }, data: { conversationId } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const sent = await memberWriter.api.post(`${messagesApi}/send-message`, { headers, data: { conversationId, text: message.text } });
    expect(sent.status(), await sent.text()).toBe(201);
    const conversationPath = `/social/messages/${conversationId}`;
    const inConversation = (payload: typeof invitation) => ({
      payload,
      path: conversationPath,
      asMember: true,
      expectShown: async (page: Page) => expect(page.getByRole('log')).toContainText(payload.text),
    });
    return { step: 'direct messages', covers: [invitation.into, message.into], placed: [invitation, message], shown: [inConversation(invitation), inConversation(message)] };
  } finally {
    await context.close();
  }
}
