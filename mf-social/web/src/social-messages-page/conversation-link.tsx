import { CountBadge, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { Conversation } from '../../../contract/direct-messages';
import { conversationUrl } from '../direct-messages/conversation-url';
import { PostDate } from '../post-date/post-date';

/** How much of the last message a conversation's link shows, in characters. */
const startLength = 80;

/** The start of a message, on one line: its first characters, with "…" when there is more. */
const startOf = (text: string) => {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > startLength ? `${characters.slice(0, startLength - 1).join('').trimEnd()}…` : characters.join('');
};

/**
 * A conversation as a link to it: who the reader writes with, the start of the last message ("You: …" when the reader
 * wrote it) and when, whether the reader waits for an answer, and how many messages they have not read (a badge,
 * heard as words). The open one is the current page.
 */
export function ConversationLink({ conversation, ownProfileId, isOpen }: { conversation: Conversation; ownProfileId: string; isOpen: boolean }) {
  const t = usePhrase();
  const culture = useCulture();
  const { lastMessage } = conversation;
  const start = startOf(lastMessage.text);
  // The open one's newest page, which the page shows, has just been read.
  const unread = isOpen ? 0 : conversation.unreadCount;
  return (
    <a className="o_ConversationLink" href={conversationUrl(conversation.conversationId)} aria-current={isOpen ? 'page' : undefined}>
      <span className="o_ConversationLink__name">{conversation.with.displayName}</span>{' '}
      {conversation.state === 'awaiting-answer' && (
        <>
          <span className="o_ConversationLink__mark">{t('/Social/Messages/Waiting')}</span>{' '}
        </>
      )}
      <span className="o_ConversationLink__start">{lastMessage.authorProfileId === ownProfileId ? t('/Social/Messages/YouWrote', { text: start }) : start}</span>{' '}
      <PostDate dateTime={lastMessage.sentAt} />
      {unread > 0 && (
        <>
          {' '}
          <CountBadge text={formatNumber(unread, culture)} alert />
          <span className="p_visually-hidden">{t('/Social/Messages/Unread', { count: formatNumber(unread, culture) })}</span>
        </>
      )}
    </a>
  );
}
