import { useRef, useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { Conversation } from '../../../contract/direct-messages';
import { answerInvitation, type InvitationAnswerKind } from '../direct-messages/direct-message-requests';
import { messageRefusalWords } from '../direct-messages/message-refusals';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { refusalOf } from '../forms/refusal';

const buttonTexts: Record<InvitationAnswerKind, string> = { accept: '/Social/Messages/Accept', decline: '/Social/Messages/Decline' };

export interface InvitationAnswerProps {
  conversationId: string;
  /** What each button is described by: which invitation it answers. */
  describedBy: string;
  /** The answers offered: an invitation already declined can still be accepted. */
  answers?: readonly InvitationAnswerKind[];
  onAnswered(conversation: Conversation, answer: InvitationAnswerKind): void;
}

/** Accept and Decline for an invitation to a conversation; a failure is said beside them. */
export function InvitationAnswer({ conversationId, describedBy, answers = ['accept', 'decline'], onAnswered }: InvitationAnswerProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  // A second press while the first answer is on its way does nothing (the buttons keep their focus: never disabled).
  const busy = useRef(false);
  const [problem, setProblem] = useState('');

  const answer = async (kind: InvitationAnswerKind) => {
    if (busy.current) return;
    busy.current = true;
    setProblem('');
    try {
      onAnswered(await answerInvitation(http, conversationId, kind), kind);
    } catch (error) {
      setProblem(refusalOf(error, t, messageRefusalWords).message);
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="o_InvitationAnswer">
      <div className="o_FormActions">
        {answers.map((kind) => (
          <Button key={kind} variant={kind === 'accept' ? 'primary' : 'secondary'} aria-describedby={describedBy} onClick={() => void answer(kind)}>
            {t(buttonTexts[kind])}
          </Button>
        ))}
      </div>
      <FormAlert text={problem} />
    </div>
  );
}
