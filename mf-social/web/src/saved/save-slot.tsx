import { Suspense, useEffect, useState } from 'react';
import { lazyPart, useAppShellData } from '@storefront/platform';
import type { SaveButtonProps } from './save-button';

/** The button and the member's saved posts: a chunk of its own, loaded after the page shows, for members only. */
const SaveButtonPart = lazyPart<SaveButtonProps>(() => import(/* webpackChunkName: "save-button" */ './save-button'));

/**
 * "Save" on a post, for a member on their own device (nothing for a visitor or a store's device). Not in the first HTML
 * nor its hydration, which are the same for everyone: it comes once the page shows.
 */
export function SaveSlot({ postId, describedBy }: { postId: string; describedBy: string }) {
  const data = useAppShellData();
  const memberId = data?.currentUser.isLoggedIn === true && !data.isStoreDevice ? data.currentUser.id : null;
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => setShownFor(memberId), [memberId]);
  if (!shownFor) return null;
  return (
    <Suspense fallback={null}>
      <SaveButtonPart postId={postId} describedBy={describedBy} memberId={shownFor} />
    </Suspense>
  );
}
