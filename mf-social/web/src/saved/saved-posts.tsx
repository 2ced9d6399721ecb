import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, useAppShellData, usePhrase } from '@storefront/platform';
import type { SavedPostIds, SaveResponse } from '../../../contract/saved-posts';
import { useSocialEnvironment } from '../environment/social-environment';

interface SavedPosts {
  isSaved(postId: string): boolean;
  /** Saves or unsaves; resolves once the server has it, rejects if it did not. */
  setSaved(postId: string, saved: boolean): Promise<void>;
}

const SavedPostsContext = createContext<SavedPosts | null>(null);

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

/** "Save" on a post, a toggle pressed while it is saved; only where the member's saved posts are known. */
export function SaveButton({ postId, describedBy }: { postId: string; describedBy: string }) {
  const t = usePhrase();
  const saved = useContext(SavedPostsContext);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  if (!saved) return null;
  const isSaved = saved.isSaved(postId);
  const toggle = () => {
    if (sending.current) return;
    sending.current = true;
    saved.setSaved(postId, !isSaved).then(
      () => {
        sending.current = false;
        setFailed(false);
      },
      () => {
        sending.current = false;
        setFailed(true);
      },
    );
  };
  return (
    <span className="o_SaveButton">
      <Button variant="ghost" aria-pressed={isSaved} aria-describedby={describedBy} onClick={toggle}>
        <span aria-hidden="true">{isSaved ? '✓ ' : ''}</span>
        {t('/Social/Saved/Save')}
      </Button>
      {failed && <span role="alert">{t('/Errors/Unknown')}</span>}
    </span>
  );
}
