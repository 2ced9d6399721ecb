import { useId } from 'react';
import { usePhrase } from '@storefront/platform';
import type { Conversation } from '../../../contract/direct-messages';
import { InvitationAnswer, type InvitationAnswerProps } from './invitation-answer';

const invitedTexts = { invited: '/Social/Messages/Invited', declined: '/Social/Messages/DeclinedNotice' } as const;

/**
 * Where the open conversation stands when the two do not write freely yet: the reader waits for the answer to their
 * invitation, or was invited (and may have declined), with Accept (and Decline, until they did). Nothing once accepted.
 */
export function ConversationStateNotice({ conversation, onAnswered }: { conversation: Conversation; onAnswered: InvitationAnswerProps['onAnswered'] }) {
  const t = usePhrase();
  const noticeId = useId();
  const name = conversation.with.displayName;
  const { state } = conversation;
  if (state === 'accepted') return null;
  if (state === 'awaiting-answer') return <p className="o_OpenConversation__notice">{t('/Social/Messages/AwaitingAnswer', { name })}</p>;
  return (
    <div className="o_OpenConversation__notice">
      <p id={noticeId}>{t(invitedTexts[state], { name })}</p>
      <InvitationAnswer
        conversationId={conversation.conversationId}
        describedBy={noticeId}
        answers={state === 'invited' ? ['accept', 'decline'] : ['accept']}
        onAnswered={onAnswered}
      />
    </div>
  );
}
