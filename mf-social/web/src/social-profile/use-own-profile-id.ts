import { useEffect } from 'react';
import { useWriteGate } from './write-gate';

/** The member's own social profile's id, asked for once when first needed; null for a visitor or before onboarding. */
export function useOwnProfileId(): string | null {
  const { ownProfileId, knowOwnProfile } = useWriteGate();
  useEffect(() => knowOwnProfile(), [knowOwnProfile]);
  return ownProfileId;
}
