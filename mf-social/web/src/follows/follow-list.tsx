import { useCallback } from 'react';
import { usePhrase } from '@storefront/platform';
import type { FollowListKind, FollowListPage, FollowListProfile } from '../../../contract/follows';
import { useSocialEnvironment } from '../environment/social-environment';
import { AuthorLink } from '../post-author/author-link';
import { PagedListFooter } from '../ui/paged-list-footer';
import { usePagedList } from '../ui/use-paged-list';
import { getFollowList } from './follow-requests';

const empty: Record<FollowListKind, string> = { followers: '/Social/Follow/NoFollowers', following: '/Social/Follow/NoFollowing' };

const profileIdOf = (profile: FollowListProfile) => profile.profileId;

export interface FollowListProps {
  profileId: string;
  kind: FollowListKind;
  first: FollowListPage;
}

/** One list, from its first page on, with "Show more"; each profile links to its page. */
export default function FollowList({ profileId, kind, first }: FollowListProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const load = useCallback((from: string) => getFollowList(http, profileId, kind, from), [http, kind, profileId]);
  const { page, problem, showMore, refFor } = usePagedList(first, load, profileIdOf);
  return (
    <>
      {page.items.length === 0 ? (
        <p>{t(empty[kind])}</p>
      ) : (
        <ul className="o_FollowList">
          {page.items.map((profile) => (
            <li key={profile.profileId} ref={refFor(profile.profileId)} tabIndex={-1} className="o_FollowList__item">
              <AuthorLink author={profile} />
              <span className="o_FollowList__alias"> @{profile.alias}</span>
              {profile.isReader && <span className="o_FollowList__mark"> · {t('/Social/Follow/You')}</span>}
              {profile.isFollowedByReader && <span className="o_FollowList__mark"> · {t('/Social/Follow/YouFollow')}</span>}
            </li>
          ))}
        </ul>
      )}
      <PagedListFooter page={page} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Follow/Shown', showMore: '/Social/Follow/ShowMore' }} />
    </>
  );
}
