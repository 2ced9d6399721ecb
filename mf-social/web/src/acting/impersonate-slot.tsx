import { Suspense, useEffect, useState } from 'react';
import { lazyPart, useAppShellData } from '@storefront/platform';
import type { ImpersonateButtonProps } from './impersonate-button';

/** The button: a chunk of its own, loaded after the page shows, for administrators only. */
const ImpersonateButtonPart = lazyPart<ImpersonateButtonProps>(() => import(/* webpackChunkName: "impersonate-button" */ './impersonate-button'));

/**
 * "Act as this profile" on another's profile page, for an administrator (not on a store's device); nothing for anyone
 * else. Not in the first HTML nor its hydration, which are the same for everyone: it comes once the page shows.
 */
export function ImpersonateSlot({ profileId }: { profileId: string }) {
  const data = useAppShellData();
  const isAdministrator = data?.currentUser.isAdmin === true && !data.isStoreDevice;
  const [isShown, setShown] = useState(false);
  useEffect(() => setShown(isAdministrator), [isAdministrator]);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonateButtonPart profileId={profileId} />
    </Suspense>
  );
}
