import { useCallback } from 'react';
import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { FeedEntry, SocialFeed, SocialFeedViewModel } from '../../../contract/social-feed';
import { useSocialEnvironment } from '../environment/social-environment';
import { profileUrl } from '../post-author/author-link';
import { ActivityItem } from '../social-profile-page/activity-item';
import { socialPageSize } from '../social-rules/social-rules';
import { PagedListFooter } from '../ui/paged-list-footer';
import { usePagedList } from '../ui/use-paged-list';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';

const postIdOf = (entry: FeedEntry) => entry.postId;

/**
 * `/social/feed` (SocialFeedViewModel): what the profiles the member follows wrote, newest first, each with its writer,
 * with "Show more posts" (the keyboard goes on at the first post it added); with nobody followed, how to begin.
 */
export default function SocialFeedPage({ page }: { page: SocialFeedViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const load = useCallback(
    async (from: string) => (await http.get<SocialFeed>(`/api/my/social/feed?${new URLSearchParams({ from, count: String(socialPageSize) })}`)).data,
    [http],
  );
  const { page: feed, problem, showMore, refFor } = usePagedList(page.feed, load, postIdOf);

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
        </p>
      </header>
      {feed.items.length === 0 ? (
        <p>{t(page.followingCount === 0 ? '/Social/Feed/FollowNobody' : '/Social/Feed/NothingYet')}</p>
      ) : (
        <ol className="o_ActivityList" aria-label={t('/Social/Feed/Heading')}>
          {feed.items.map((entry) => (
            <li key={entry.postId} className="o_ActivityList__item">
              <ActivityItem post={entry} author={entry.author} articleRef={refFor(entry.postId)} headingLevel={2} />
            </li>
          ))}
        </ol>
      )}
      <PagedListFooter page={feed} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Profile/Shown', showMore: '/Social/Profile/ShowMore' }} />
    </div>
  );
}
