import { useRef, useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { FollowAnswer } from '../../../contract/follows';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { useWriteGate } from '../social-profile/write-gate';
import { setFollowing } from './follow-requests';

/**
 * "Follow" or "Unfollow" a profile, for members with a social profile: a visitor is asked to log in, a member
 * before onboarding chooses a name first (the write gate). What changed is said beside the button, in a status a screen
 * reader announces; a failure in an alert.
 */
export function FollowButton({
  profileId,
  displayName,
  isFollowing,
  onChange,
}: {
  profileId: string;
  displayName: string;
  isFollowing: boolean;
  onChange(answer: FollowAnswer): void;
}) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const gate = useWriteGate();
  // A second press while the first is on its way does nothing (the button keeps its focus: it is never disabled).
  const busy = useRef(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');

  const toggle = () =>
    gate.request(async () => {
      if (busy.current) return;
      busy.current = true;
      setSaid('');
      setProblem('');
      try {
        const answer = await setFollowing(http, profileId, !isFollowing);
        onChange(answer);
        setSaid(t(answer.isFollowing ? '/Social/Follow/NowFollowing' : '/Social/Follow/NoLongerFollowing', { name: displayName }));
      } catch {
        setProblem(t('/Errors/Unknown'));
      } finally {
        busy.current = false;
      }
    }, t('/Social/Follow/LoginMessage'));

  if (!gate.canWrite) return null;
  return (
    <div className="o_FollowButton">
      <Button variant={isFollowing ? 'secondary' : 'primary'} onClick={toggle}>
        {t(isFollowing ? '/Social/Follow/Unfollow' : '/Social/Follow/Follow')}
      </Button>
      <p className="o_FollowButton__said" role="status">
        {said}
      </p>
      <FormAlert text={problem} />
    </div>
  );
}
