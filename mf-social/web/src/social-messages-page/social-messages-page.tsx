import { useState } from 'react';
import { usePhrase } from '@storefront/platform';
import type { SocialMessagesPageViewModel } from '../../../contract/direct-messages';
import { ConversationList } from './conversation-list';
import { InvitationList } from './invitation-list';
import { OpenConversation } from './open-conversation';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';
import './social-messages-page.css';

/**
 * `/social/messages` and `/social/messages/{conversationId}` (SocialMessagesPageViewModel): the conversation the
 * address names, when it names one; the invitations to write the reader has not answered; and their conversations,
 * each a link to it. Before onboarding, only the way to a social profile, which writing needs.
 */
export default function SocialMessagesPage({ page }: { page: SocialMessagesPageViewModel }) {
  const t = usePhrase();
  const { ownProfileId, open } = page;
  // The open conversation as it stands now (a message sent or come, an invitation answered): the lists show it so.
  const [openNow, setOpenNow] = useState(open?.conversation ?? null);
  return (
    <div className="o_ProfilePage o_MessagesPage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{t('/Social/Messages/Heading')}</h1>
      </header>
      {ownProfileId === null ? (
        <p>
          {t('/Social/Messages/ProfileNeeded')} <a href="/social/my-profile">{t('/Social/Messages/CreateProfile')}</a>
        </p>
      ) : (
        <>
          {open && <OpenConversation open={open} ownProfileId={ownProfileId} onChange={setOpenNow} />}
          <InvitationList initial={page.invitations} answeredOnPage={openNow && openNow.state !== 'invited' ? openNow.conversationId : null} />
          <ConversationList initial={page.conversations} ownProfileId={ownProfileId} openNow={openNow} />
        </>
      )}
    </div>
  );
}
