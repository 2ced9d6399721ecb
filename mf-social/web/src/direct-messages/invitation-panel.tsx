import { usePhrase } from '@storefront/platform';
import { useState } from 'react';
import { useSocialEnvironment } from '../environment/social-environment';
import { useFocusRequest } from '../ui/use-focus-request';
import { conversationUrl } from './conversation-url';
import { createConversationInvitation } from './direct-message-requests';
import { MessageForm } from './message-form';

export interface InvitationPanelProps {
  profileId: string;
  displayName: string;
}

/**
 * What "Send a message" opens: the form for a first message to the profile, the keyboard in it; once sent, what is
 * said in its place, with the way to the conversation, and the keyboard goes there. A chunk of its own, loaded when the
 * member means to write.
 */
export default function InvitationPanel({ profileId, displayName }: InvitationPanelProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const [sentIn, setSentIn] = useState<string | null>(null);
  const focus = useFocusRequest();

  const send = async (text: string) => {
    const { conversation } = await createConversationInvitation(http, profileId, text);
    setSentIn(conversation.conversationId);
    focus.focusOn('sent');
  };

  return (
    <>
      {sentIn === null && <MessageForm label={t('/Social/Messages/MessageLabel', { name: displayName })} send={send} focusFirst />}
      <p ref={focus.refFor('sent')} className="o_ConversationInvitation__sent" role="status" tabIndex={-1}>
        {sentIn && (
          <>
            {t('/Social/Messages/Sent')} <a href={conversationUrl(sentIn)}>{t('/Social/Messages/OpenConversation')}</a>
          </>
        )}
      </p>
    </>
  );
}
