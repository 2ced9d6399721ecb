import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyPart, useAppShellData } from '@storefront/platform';
import type { SavedPostIds, SaveResponse } from '../../../contract/saved-posts';
import { useSocialEnvironment } from '../environment/social-environment';

export interface SavedPosts {
  isSaved(postId: string): boolean;
  /** Saves or unsaves; resolves once the server has it, rejects if it did not. */
  setSaved(postId: string, saved: boolean): Promise<void>;
}

const SavedPostsContext = createContext<SavedPosts | null>(null);

/** The button: a chunk of its own, which a list loads once the member's saved posts are known (after the page shows). */
const SaveButtonPart = lazyPart<SaveButtonProps>(() => import(/* webpackChunkName: "save-button" */ './save-button'));

export interface SaveButtonProps {
  postId: string;
  describedBy: string;
  saved: SavedPosts;
}

/**
 * Which posts the member saved, for the Save buttons of a list: read once (GET /api/my/social/saved-posts/ids) after
 * the page shows; nothing for a visitor or a store's own device, whose lists have no Save buttons.
 */
export function SavedPostsProvider({ children }: { children: ReactNode }) {
  const { http } = useSocialEnvironment();
  const data = useAppShellData();
  const isMember = data?.currentUser.isLoggedIn === true && !data.isStoreDevice;
  const [ids, setIds] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (!isMember) return;
    http.get<SavedPostIds>('/api/my/social/saved-posts/ids').then(
      ({ data: saved }) => setIds(new Set(saved.postIds)),
      () => setIds(new Set()),
    );
  }, [http, isMember]);

  const setSaved = useCallback(
    async (postId: string, saved: boolean) => {
      const { data: answer } = await http.post<SaveResponse>(`/api/my/social/saved-posts/${postId}/${saved ? 'save' : 'unsave'}`, {});
      setIds((before) => {
        const next = new Set(before);
        if (answer.saved) next.add(postId);
        else next.delete(postId);
        return next;
      });
    },
    [http],
  );
  const value = useMemo<SavedPosts | null>(() => (ids ? { isSaved: (postId) => ids.has(postId), setSaved } : null), [ids, setSaved]);
  return <SavedPostsContext.Provider value={value}>{children}</SavedPostsContext.Provider>;
}

/** "Save" on a post, where the member's saved posts are known; nothing for a visitor, a store device, or before. */
export function SaveSlot({ postId, describedBy }: { postId: string; describedBy: string }) {
  const saved = useContext(SavedPostsContext);
  if (!saved) return null;
  return (
    <Suspense fallback={null}>
      <SaveButtonPart postId={postId} describedBy={describedBy} saved={saved} />
    </Suspense>
  );
}
