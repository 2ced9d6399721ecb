import { useCallback, useEffect, useId, useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { FollowListKind, FollowListPage, FollowListProfile } from '../../../contract/follows';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { AuthorLink } from '../post-author/author-link';
import { PagedListFooter } from '../ui/paged-list-footer';
import { usePagedList } from '../ui/use-paged-list';
import { getFollowList } from './follow-requests';
import './follows.css';

const headings: Record<FollowListKind, string> = { followers: '/Social/Follow/FollowersHeading', following: '/Social/Follow/FollowingHeading' };
const counts: Record<FollowListKind, string> = { followers: '/Social/Follow/Followers', following: '/Social/Follow/Following' };
const empty: Record<FollowListKind, string> = { followers: '/Social/Follow/NoFollowers', following: '/Social/Follow/NoFollowing' };

const profileIdOf = (profile: FollowListProfile) => profile.profileId;

/** One list, from its first page on, with "Show more"; each profile links to its page. */
function FollowList({ profileId, kind, first }: { profileId: string; kind: FollowListKind; first: FollowListPage }) {
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

/**
 * A profile's follower and following counts, each a button that opens its list below (one at a time), asked of the
 * server when opened: the counts come with the page, the lists only when someone wants them.
 */
export function FollowLists({ profileId, followerCount, followingCount }: { profileId: string; followerCount: number; followingCount: number }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const panelId = useId();
  const [open, setOpen] = useState<FollowListKind | null>(null);
  const [first, setFirst] = useState<{ kind: FollowListKind; page: FollowListPage; load: number } | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!open) return;
    let current = true;
    setProblem('');
    getFollowList(http, profileId, open).then(
      (page) => current && setFirst((before) => ({ kind: open, page, load: (before?.load ?? 0) + 1 })),
      () => current && setProblem(t('/Errors/Unknown')),
    );
    return () => {
      current = false;
    };
    // The first page of a list is asked each time it opens: a follow since then shows.
  }, [http, open, profileId, t, followerCount]);

  const shown = { followers: followerCount, following: followingCount };
  return (
    <div className="o_FollowLists">
      <p className="o_FollowLists__counts">
        {(['followers', 'following'] as const).map((kind) => (
          <Button
            key={kind}
            variant="ghost"
            aria-expanded={open === kind}
            aria-controls={open === kind ? panelId : undefined}
            onClick={() => setOpen(open === kind ? null : kind)}
          >
            {t(counts[kind], { count: formatNumber(shown[kind], culture) })}
          </Button>
        ))}
      </p>
      {open && (
        <section id={panelId} className="o_FollowLists__panel" aria-label={t(headings[open])}>
          <h2 className="o_SectionHeading">{t(headings[open])}</h2>
          {first?.kind === open && <FollowList key={first.load} profileId={profileId} kind={open} first={first.page} />}
          <FormAlert text={problem} />
        </section>
      )}
    </div>
  );
}
