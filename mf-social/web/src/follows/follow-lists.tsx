import { Suspense, useEffect, useId, useState } from 'react';
import { Button, formatNumber, lazyPart, useCulture, usePhrase } from '@storefront/platform';
import type { FollowListKind, FollowListPage } from '../../../contract/follows';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import type { FollowListProps } from './follow-list';
import { getFollowList } from './follow-requests';
import './follows.css';

const headings: Record<FollowListKind, string> = { followers: '/Social/Follow/FollowersHeading', following: '/Social/Follow/FollowingHeading' };
const counts: Record<FollowListKind, string> = { followers: '/Social/Follow/Followers', following: '/Social/Follow/Following' };

/** One list's profiles: a chunk of its own, loaded when a list is first opened. */
const FollowListPart = lazyPart<FollowListProps>(() => import(/* webpackChunkName: "follow-list" */ './follow-list'));

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
          {first?.kind === open && (
            <Suspense fallback={null}>
              <FollowListPart key={first.load} profileId={profileId} kind={open} first={first.page} />
            </Suspense>
          )}
          <FormAlert text={problem} />
        </section>
      )}
    </div>
  );
}
