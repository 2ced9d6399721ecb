import type { ReactNode } from 'react';
import type { FeedEntry, SocialFeed } from '../../../contract/social-feed';
import { ActivityItem } from '../social-profile-page/activity-item';
import { PagedListFooter } from '../ui/paged-list-footer';
import { usePagedList } from '../ui/use-paged-list';
import { useNextPages } from '../ui/use-next-pages';

const postIdOf = (entry: FeedEntry) => entry.postId;

/**
 * Posts with their writers, newest first (the feed, a hashtag's page, the post listing, a search's posts): each an
 * article with a heading, "Show more posts" while there are more (the next page asked of `pagesFrom` after `nextFrom`;
 * the keyboard goes on at the first post it added), and `empty` when there are none.
 */
export function AuthoredPostList({
  initial,
  pagesFrom,
  label,
  empty,
  headingLevel = 2,
  totalIsLowerBound = false,
}: {
  initial: SocialFeed;
  /** The call that gives the next pages, and what it asks besides `from` and `count`. */
  pagesFrom: { path: string; query?: Record<string, string> };
  /** The list's accessible name. */
  label: string;
  empty: ReactNode;
  /** The posts' headings: h2 under the page's h1, h3 where the list is a section of its own. */
  headingLevel?: 2 | 3;
  /** The total is "at least" (PagedListFooter). */
  totalIsLowerBound?: boolean;
}) {
  const load = useNextPages<FeedEntry>(pagesFrom.path, pagesFrom.query);
  const { page: posts, problem, showMore, refFor } = usePagedList(initial, load, postIdOf);
  return (
    <>
      {posts.items.length === 0 ? (
        empty
      ) : (
        <ol className="o_ActivityList" aria-label={label}>
          {posts.items.map((entry) => (
            <li key={entry.postId} className="o_ActivityList__item">
              <ActivityItem post={entry} author={entry.author} articleRef={refFor(entry.postId)} headingLevel={headingLevel} />
            </li>
          ))}
        </ol>
      )}
      <PagedListFooter
        page={posts}
        onShowMore={showMore}
        problem={problem}
        texts={{ shown: '/Social/Profile/Shown', showMore: '/Social/Profile/ShowMore' }}
        totalIsLowerBound={totalIsLowerBound}
      />
    </>
  );
}
