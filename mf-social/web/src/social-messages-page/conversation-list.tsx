import { usePhrase } from '@storefront/platform';
import type { Conversation, ConversationList as ConversationPage } from '../../../contract/direct-messages';
import { conversationsPath } from '../direct-messages/direct-message-requests';
import { PagedListFooter } from '../ui/paged-list-footer';
import { useNextPages } from '../ui/use-next-pages';
import { usePagedList } from '../ui/use-paged-list';
import { ConversationLink } from './conversation-link';

const conversationIdOf = (conversation: Conversation) => conversation.conversationId;

/**
 * The reader's conversations, newest message first, each a link to it, with "Show more conversations". The open one
 * shows as it stands now (`openNow`: its newest message and state, as the open conversation last read them).
 */
export function ConversationList({ initial, ownProfileId, openNow }: { initial: ConversationPage; ownProfileId: string; openNow: Conversation | null }) {
  const t = usePhrase();
  const load = useNextPages<Conversation>(conversationsPath);
  const { page, problem, showMore, refFor } = usePagedList(initial, load, conversationIdOf);
  return (
    <section className="o_MessagesPage__section" aria-labelledby="social-messages-conversations">
      <h2 id="social-messages-conversations" className="o_SectionHeading">
        {t('/Social/Messages/Conversations')}
      </h2>
      {page.items.length === 0 ? (
        <p>{t('/Social/Messages/NoConversations')}</p>
      ) : (
        <ul className="o_ConversationList">
          {page.items.map((listed) => {
            const isOpen = listed.conversationId === openNow?.conversationId;
            return (
              <li key={listed.conversationId} ref={refFor(listed.conversationId)} tabIndex={-1}>
                <ConversationLink conversation={isOpen ? openNow : listed} ownProfileId={ownProfileId} isOpen={isOpen} />
              </li>
            );
          })}
        </ul>
      )}
      <PagedListFooter page={page} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Messages/ConversationsShown', showMore: '/Social/Messages/MoreConversations' }} />
    </section>
  );
}
