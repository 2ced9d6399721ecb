import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { SocialSearchProfile, SocialSearchProfilePage } from '../../../contract/social-search';
import { AuthorLink } from '../post-author/author-link';
import { PagedListFooter } from '../ui/paged-list-footer';
import { usePagedList } from '../ui/use-paged-list';
import { useNextPages } from '../ui/use-next-pages';
import '../follows/follows.css';

const profileIdOf = (profile: SocialSearchProfile) => profile.profileId;

/** The profiles a search found, each linked to its page with its follower and post counts, and "Show more profiles". */
export function FoundProfiles({ initial, q, label }: { initial: SocialSearchProfilePage; q: string; label: string }) {
  const t = usePhrase();
  const culture = useCulture();
  const load = useNextPages<SocialSearchProfile>('/api/social/profiles/search', { q });
  const { page, problem, showMore, refFor } = usePagedList(initial, load, profileIdOf);
  if (page.items.length === 0) return <p>{t('/Social/Search/NoProfiles', { q })}</p>;
  return (
    <>
      <ul className="o_FollowList" aria-label={label}>
        {page.items.map((profile) => (
          <li key={profile.profileId} ref={refFor(profile.profileId)} tabIndex={-1} className="o_FollowList__item">
            <AuthorLink author={profile} />
            <span className="o_FollowList__alias"> @{profile.alias}</span>
            <span className="o_FollowList__mark">
              {' · '}
              {t('/Social/Search/ProfileCounts', { followers: formatNumber(profile.followerCount, culture), posts: formatNumber(profile.postCount, culture) })}
            </span>
          </li>
        ))}
      </ul>
      <PagedListFooter page={page} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Follow/Shown', showMore: '/Social/Search/MoreProfiles' }} />
    </>
  );
}
