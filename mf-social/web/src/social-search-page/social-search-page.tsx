import { useCulture, usePhrase } from '@storefront/platform';
import type { SocialSearchPageViewModel } from '../../../contract/social-search';
import { AuthoredPostList } from '../authored-posts/authored-post-list';
import { hashtagUrl } from '../post-text/post-text';
import { socialSearchMinLength } from '../social-rules/social-rules';
import { countText } from '../ui/count-text';
import { FoundProfiles } from './found-profiles';
import { SocialSearchForm } from './social-search-form';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';
import './social-search-page.css';

const problemTexts = { unreadable: '/Social/Search/Unreadable', 'too-short': '/Social/Search/TooShort' } as const;

/**
 * `/social/search?q=<encrypted text>` (SocialSearchPageViewModel): the profiles, hashtags and posts the text found,
 * each list under its own heading, and a field to search again. Without a text it is the field alone.
 */
export default function SocialSearchPage({ page }: { page: SocialSearchPageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const { q } = page;
  const problem = page.queryProblem ? t(problemTexts[page.queryProblem], { min: String(socialSearchMinLength) }) : '';

  return (
    <div className="o_ProfilePage o_SocialSearchPage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{q ? t('/Social/Search/HeadingFor', { q }) : t('/Social/Search/Heading')}</h1>
        {/* A new text is a new page: the field starts from it. */}
        <SocialSearchForm key={q} initialText={q} problem={problem} />
      </header>
      {q && (
        <>
          <section className="o_SocialSearchPage__section" aria-labelledby="social-search-profiles">
            <h2 id="social-search-profiles" className="o_SectionHeading">
              {t('/Social/Search/Profiles', { count: countText(page.profiles.totalCount, culture) })}
            </h2>
            <FoundProfiles key={q} initial={page.profiles} q={q} label={t('/Social/Search/ProfilesLabel', { q })} />
          </section>
          {page.hashtags.length > 0 && (
            <section className="o_SocialSearchPage__section" aria-labelledby="social-search-hashtags">
              <h2 id="social-search-hashtags" className="o_SectionHeading">
                {t('/Social/Search/Hashtags')}
              </h2>
              <ul className="o_SocialSearchPage__hashtags">
                {page.hashtags.map(({ hashtag, postCount, postCountIsLowerBound }) => (
                  <li key={hashtag}>
                    <a href={hashtagUrl(hashtag)}>#{hashtag}</a>{' '}
                    <span className="o_SocialSearchPage__count">
                      {t('/Social/Search/HashtagPosts', { count: countText(postCount, culture, postCountIsLowerBound) })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="o_SocialSearchPage__section" aria-labelledby="social-search-posts">
            <h2 id="social-search-posts" className="o_SectionHeading">
              {t('/Social/Search/Posts', { count: countText(page.posts.totalCount, culture, page.posts.totalCountIsLowerBound) })}
            </h2>
            <AuthoredPostList
              key={q}
              initial={page.posts}
              pagesFrom={{ path: '/api/social/posts/search', query: { q } }}
              label={t('/Social/Search/PostsLabel', { q })}
              empty={<p>{t('/Social/Search/NoPosts', { q })}</p>}
              headingLevel={3}
              totalIsLowerBound={page.posts.totalCountIsLowerBound}
            />
          </section>
        </>
      )}
    </div>
  );
}
