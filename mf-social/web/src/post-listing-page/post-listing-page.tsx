import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { PostListingKind, SocialPostListingViewModel } from '../../../contract/post-listing';
import { AuthoredPostList } from '../authored-posts/authored-post-list';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';
import './post-listing-page.css';

const kinds: readonly PostListingKind[] = ['all', 'reviews', 'questions', 'looks'];
const urlOf = (kind: PostListingKind) => (kind === 'all' ? '/social/posts' : `/social/posts?kind=${kind}`);

/**
 * `/social/posts` (SocialPostListingViewModel): everyone's latest posts, newest first, each with its writer and
 * product; links choose all, reviews, questions or looks (the chosen one marked as the current page).
 */
export default function PostListingPage({ page }: { page: SocialPostListingViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const heading = t(`/Social/Posts/Heading/${page.kind}`);

  return (
    <div className="o_ProfilePage o_PostListingPage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{heading}</h1>
        <p className="o_ProfilePage__counts">{t('/Social/Posts/Count', { count: formatNumber(page.posts.totalCount, culture) })}</p>
        <nav aria-label={t('/Social/Posts/Kinds')}>
          <ul className="o_PostListingPage__kinds">
            {kinds.map((kind) => (
              <li key={kind}>
                <a href={urlOf(kind)} aria-current={kind === page.kind ? 'page' : undefined}>
                  {t(`/Social/Posts/Kind/${kind}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* Another kind is another list: it starts from its own first page. */}
      <AuthoredPostList
        key={page.kind}
        initial={page.posts}
        pagesFrom={{ path: '/api/social/posts/latest', query: { kind: page.kind } }}
        label={heading}
        empty={<p>{t('/Social/Posts/Empty')}</p>}
      />
    </div>
  );
}
