import { useCallback, useEffect, useId, useState } from 'react';
import { usePhrase } from '@storefront/platform';
import type { Conversation, ConversationMessages, DirectMessage } from '../../../contract/direct-messages';
import { getConversationMessages, sendMessage, type InvitationAnswerKind } from '../direct-messages/direct-message-requests';
import { MessageForm } from '../direct-messages/message-form';
import { useSocialEnvironment } from '../environment/social-environment';
import { useFocusRequest } from '../ui/use-focus-request';
import { usePagedList } from '../ui/use-paged-list';
import { ConversationHeading } from './conversation-heading';
import { ConversationStateNotice } from './conversation-state-notice';
import { MessageLog } from './message-log';
import { usePollingWhileVisible } from './use-polling-while-visible';

/** How often the open conversation looks for new messages while the page is shown. */
const newMessagesEveryMs = 10_000;

const messageIdOf = (message: DirectMessage) => message.messageId;
const bySentAt = (a: DirectMessage, b: DirectMessage) => Date.parse(a.sentAt) - Date.parse(b.sentAt);

/**
 * The conversation the address names: its heading, its messages oldest at the top (earlier pages on asking), where it
 * stands, and the form for the next message unless the reader waits for an answer. What the reader sends, and what
 * comes while the page is shown (looked for every 10 seconds), comes last. `onChange` hears how it stands after each.
 */
export function OpenConversation({ open, ownProfileId, onChange }: { open: ConversationMessages; ownProfileId: string; onChange(conversation: Conversation): void }) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const headingId = useId();
  const focus = useFocusRequest();
  const [conversation, setConversation] = useState(open.conversation);
  const [arrived, setArrived] = useState<DirectMessage[]>([]);
  const [said, setSaid] = useState('');
  const { conversationId } = conversation;
  useEffect(() => onChange(conversation), [conversation, onChange]);
  const name = conversation.with.displayName;
  // The pages read hold the newest first: "earlier" messages are the next page, and show above.
  const loadEarlier = useCallback((from: string) => getConversationMessages(http, conversationId, from), [http, conversationId]);
  const read = usePagedList<DirectMessage>(open, loadEarlier, messageIdOf);

  const addArrived = useCallback((messages: readonly DirectMessage[]) => {
    setArrived((before) => {
      const known = new Set(before.map(messageIdOf));
      const added = messages.filter((message) => !known.has(message.messageId));
      return added.length === 0 ? before : [...before, ...added].sort(bySentAt);
    });
  }, []);

  const lookForNew = useCallback(async () => {
    const newest = await getConversationMessages(http, conversationId);
    setConversation(newest.conversation);
    addArrived(newest.items);
  }, [addArrived, conversationId, http]);
  usePollingWhileVisible(newMessagesEveryMs, lookForNew);

  const send = async (text: string) => {
    const sent = await sendMessage(http, conversationId, text);
    setConversation(sent.conversation);
    addArrived([sent.message]);
  };

  const answered = (answeredConversation: Conversation, answer: InvitationAnswerKind) => {
    setConversation(answeredConversation);
    setSaid(t(answer === 'accept' ? '/Social/Messages/Accepted' : '/Social/Messages/Declined', { name }));
    // Its buttons are gone: the keyboard goes on at what is said.
    focus.focusOn('said');
  };

  const readIds = new Set(read.page.items.map(messageIdOf));
  const messages = [...read.page.items].reverse().concat(arrived.filter((message) => !readIds.has(message.messageId)));

  return (
    <section className="o_MessagesPage__section o_OpenConversation" aria-labelledby={headingId}>
      <ConversationHeading id={headingId} author={conversation.with} />
      <MessageLog
        messages={messages}
        ownProfileId={ownProfileId}
        name={name}
        labelledBy={headingId}
        hasEarlier={read.page.nextFrom !== null}
        onShowEarlier={read.showMore}
        problem={read.problem}
        refFor={read.refFor}
      />
      <ConversationStateNotice conversation={conversation} onAnswered={answered} />
      <p ref={focus.refFor('said')} className="o_MessagesPage__said" role="status" tabIndex={-1}>
        {said}
      </p>
      {conversation.state !== 'awaiting-answer' && <MessageForm label={t('/Social/Messages/MessageLabel', { name })} send={send} />}
    </section>
  );
}
