import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { HashtagViewModel } from '../../../contract/hashtag-page';
import { AuthoredPostList } from '../authored-posts/authored-post-list';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';

/**
 * `/social/hashtag/{hashtag}` (HashtagViewModel): the posts that carry the hashtag, newest first, each with its writer
 * and product.
 */
export default function HashtagPage({ page }: { page: HashtagViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const heading = `#${page.hashtag}`;

  return (
    <div className="o_ProfilePage o_HashtagPage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{heading}</h1>
        <p className="o_ProfilePage__counts">{t('/Social/Hashtag/PostCount', { count: formatNumber(page.posts.totalCount, culture) })}</p>
      </header>
      <AuthoredPostList
        initial={page.posts}
        pagesFrom={{ path: `/api/social/posts/by-hashtag/${encodeURIComponent(page.hashtag)}` }}
        label={t('/Social/Hashtag/ListLabel', { hashtag: heading })}
        empty={<p>{t('/Social/Hashtag/Empty', { hashtag: heading })}</p>}
      />
    </div>
  );
}
