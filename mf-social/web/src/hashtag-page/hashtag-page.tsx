import { useCallback } from 'react';
import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { HashtagViewModel } from '../../../contract/hashtag-page';
import type { FeedEntry, SocialFeed } from '../../../contract/social-feed';
import { useSocialEnvironment } from '../environment/social-environment';
import { ActivityItem } from '../social-profile-page/activity-item';
import { socialPageSize } from '../social-rules/social-rules';
import { PagedListFooter } from '../ui/paged-list-footer';
import { usePagedList } from '../ui/use-paged-list';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';

const postIdOf = (entry: FeedEntry) => entry.postId;

/**
 * `/social/hashtag/{hashtag}` (HashtagViewModel): the posts that carry the hashtag, newest first, each with its writer
 * and product, with "Show more posts" (the keyboard goes on at the first post it added).
 */
export default function HashtagPage({ page }: { page: HashtagViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const load = useCallback(
    async (from: string) =>
      (await http.get<SocialFeed>(`/api/social/posts/by-hashtag/${encodeURIComponent(page.hashtag)}?${new URLSearchParams({ from, count: String(socialPageSize) })}`))
        .data,
    [http, page.hashtag],
  );
  const { page: posts, problem, showMore, refFor } = usePagedList(page.posts, load, postIdOf);
  const heading = `#${page.hashtag}`;

  return (
    <div className="o_ProfilePage o_HashtagPage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{heading}</h1>
        <p className="o_ProfilePage__counts">{t('/Social/Hashtag/PostCount', { count: formatNumber(posts.totalCount, culture) })}</p>
      </header>
      {posts.items.length === 0 ? (
        <p>{t('/Social/Hashtag/Empty', { hashtag: heading })}</p>
      ) : (
        <ol className="o_ActivityList" aria-label={t('/Social/Hashtag/ListLabel', { hashtag: heading })}>
          {posts.items.map((entry) => (
            <li key={entry.postId} className="o_ActivityList__item">
              <ActivityItem post={entry} author={entry.author} articleRef={refFor(entry.postId)} headingLevel={2} />
            </li>
          ))}
        </ol>
      )}
      <PagedListFooter page={posts} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Profile/Shown', showMore: '/Social/Profile/ShowMore' }} />
    </div>
  );
}
