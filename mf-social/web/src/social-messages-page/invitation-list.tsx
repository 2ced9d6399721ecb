import { useState } from 'react';
import { usePhrase } from '@storefront/platform';
import type { Conversation, PendingInvitationList } from '../../../contract/direct-messages';
import { conversationUrl } from '../direct-messages/conversation-url';
import { invitationsPath, type InvitationAnswerKind } from '../direct-messages/direct-message-requests';
import { useSocialEnvironment } from '../environment/social-environment';
import { AuthorLink } from '../post-author/author-link';
import { PostDate } from '../post-date/post-date';
import { PagedListFooter } from '../ui/paged-list-footer';
import { useFocusRequest } from '../ui/use-focus-request';
import { useNextPages } from '../ui/use-next-pages';
import { usePagedList } from '../ui/use-paged-list';
import { InvitationAnswer } from './invitation-answer';

const conversationIdOf = (conversation: Conversation) => conversation.conversationId;

/**
 * The invitations to write the reader has not answered, when there are any: each with who invites (a link to their
 * profile), their first message as text and when, and Accept (which opens the conversation) or Decline (it leaves
 * the list, and a status says so). "Show more invitations" pages on. The open conversation's invitation leaves it too
 * once answered there (`answeredOnPage`).
 */
export function InvitationList({ initial, answeredOnPage }: { initial: PendingInvitationList; answeredOnPage: string | null }) {
  const t = usePhrase();
  const { bus } = useSocialEnvironment();
  const load = useNextPages<Conversation>(invitationsPath);
  const { page, problem, showMore, refFor } = usePagedList(initial, load, conversationIdOf);
  const focus = useFocusRequest();
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');
  // Gone from the list: those declined here, and the open conversation's once it was answered there.
  const gone = answeredOnPage === null ? declined : new Set(declined).add(answeredOnPage);
  const open = page.items.filter((invitation) => !gone.has(invitation.conversationId));
  const shown = { ...page, items: open, totalCount: page.totalCount - (page.items.length - open.length) };

  const answered = (invitation: Conversation, answer: InvitationAnswerKind) => {
    if (answer === 'accept') {
      bus.emit('page:navigate-request', { url: conversationUrl(invitation.conversationId) });
      return;
    }
    setDeclined((before) => new Set(before).add(invitation.conversationId));
    setSaid(t('/Social/Messages/Declined', { name: invitation.with.displayName }));
    // Its buttons are gone: the keyboard goes on at what is said.
    focus.focusOn('said');
  };

  return (
    <>
      {(open.length > 0 || page.nextFrom) && (
        <section className="o_MessagesPage__section" aria-labelledby="social-messages-invitations">
          <h2 id="social-messages-invitations" className="o_SectionHeading">
            {t('/Social/Messages/Invitations')}
          </h2>
          <ul className="o_InvitationList">
            {open.map((invitation) => {
              const metaId = `social-invitation-${invitation.conversationId}`;
              return (
                <li key={invitation.conversationId} ref={refFor(invitation.conversationId)} tabIndex={-1} className="o_InvitationList__item">
                  <p className="o_PostMeta" id={metaId}>
                    <AuthorLink author={invitation.with} /> <PostDate dateTime={invitation.lastMessage.sentAt} />
                  </p>
                  <p className="o_Message__text">{invitation.lastMessage.text}</p>
                  <InvitationAnswer conversationId={invitation.conversationId} describedBy={metaId} onAnswered={answered} />
                </li>
              );
            })}
          </ul>
          <PagedListFooter page={shown} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Messages/InvitationsShown', showMore: '/Social/Messages/MoreInvitations' }} />
        </section>
      )}
      <p ref={focus.refFor('said')} className="o_MessagesPage__said" role="status" tabIndex={-1}>
        {said}
      </p>
    </>
  );
}
