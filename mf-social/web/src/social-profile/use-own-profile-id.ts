import { useEffect } from 'react';
import { useWriteGate } from './write-gate';

/**
 * The member's own social profile's id, asked for once when first needed (`isNeeded`: there is something that may be
 * theirs); null for a visitor, before onboarding, or until it is known.
 */
export function useOwnProfileId(isNeeded = true): string | null {
  const { ownProfileId, knowOwnProfile } = useWriteGate();
  useEffect(() => {
    if (isNeeded) knowOwnProfile();
  }, [isNeeded, knowOwnProfile]);
  return ownProfileId;
}
