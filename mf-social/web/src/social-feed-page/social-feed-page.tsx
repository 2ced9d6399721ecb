import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { SocialFeedViewModel } from '../../../contract/social-feed';
import { AuthoredPostList } from '../authored-posts/authored-post-list';
import { messagesUrl } from '../direct-messages/conversation-url';
import { profileUrl } from '../post-author/author-link';
import { Stories } from '../stories/stories';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';

/**
 * `/social/feed` (SocialFeedViewModel): the stories of the day (the member's own and of those they follow, and a way
 * to share one), then what the profiles the member follows wrote, newest first, each with its writer,
 * with "Show more posts" (the keyboard goes on at the first post it added); with nobody followed, how to begin; and
 * links to everyone's latest posts and to the member's messages.
 */
export default function SocialFeedPage({ page }: { page: SocialFeedViewModel }) {
  const t = usePhrase();
  const culture = useCulture();

  return (
    <div className="o_ProfilePage o_FeedPage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{t('/Social/Feed/Heading')}</h1>
        <p className="o_ProfilePage__counts">{t('/Social/Feed/Intro')}</p>
        <p className="o_ProfilePage__counts">
          {t('/Social/Feed/FollowingCount', { count: formatNumber(page.followingCount, culture) })}
          {page.ownAlias && (
            <>
              {' · '}
              <a href={profileUrl(page.ownAlias)}>{t('/Social/Feed/OwnProfile')}</a>
            </>
          )}
          {' · '}
          <a href="/social/posts">{t('/Social/Feed/Everyone')}</a>
          {' · '}
          <a href={messagesUrl}>{t('/Social/Messages/Heading')}</a>
        </p>
      </header>
      <Stories initial={page.stories} canShare={page.ownAlias !== null} emptyText={t('/Social/Stories/None')} />
      <AuthoredPostList
        initial={page.feed}
        pagesFrom={{ path: '/api/my/social/feed' }}
        label={t('/Social/Feed/Heading')}
        empty={<p>{t(page.followingCount === 0 ? '/Social/Feed/FollowNobody' : '/Social/Feed/NothingYet')}</p>}
      />
    </div>
  );
}
