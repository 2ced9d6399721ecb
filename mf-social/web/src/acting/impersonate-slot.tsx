import { Suspense } from 'react';
import { lazyPart } from '@storefront/platform';
import { useShownToAdministrators } from '../ui/use-shown-to-administrators';
import type { ImpersonateButtonProps } from './impersonate-button';

/** The button: a chunk of its own, loaded after the page shows, for administrators only. */
const ImpersonateButtonPart = lazyPart<ImpersonateButtonProps>(() => import(/* webpackChunkName: "impersonate-button" */ './impersonate-button'));

/**
 * "Act as this profile" on another's profile page, for an administrator (not on a store's device); nothing for anyone
 * else. Not in the first HTML nor its hydration, which are the same for everyone: it comes once the page shows.
 */
export function ImpersonateSlot({ profileId }: { profileId: string }) {
  if (!useShownToAdministrators()) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonateButtonPart profileId={profileId} />
    </Suspense>
  );
}
