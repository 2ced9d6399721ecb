import { BehaviorSubject } from 'rxjs';
import type { HttpClient } from '@storefront/platform';
import type { SavedPostIds, SaveResponse } from '../../../contract/saved-posts';

/** Which posts the member saved, as the page knows them, and saving or unsaving one. */
export interface SavedPosts {
  /** Null until read. */
  ids$: BehaviorSubject<ReadonlySet<string> | null>;
  /** Resolves once the server has it, rejects if it did not. */
  setSaved(postId: string, saved: boolean): Promise<void>;
}

const known = new WeakMap<object, Map<string, SavedPosts>>();

/**
 * The member's saved posts for every Save button of a page: read once per member and http client (GET
 * /api/my/social/saved-posts/ids), however many buttons ask.
 */
export function savedPostsOf(http: Pick<HttpClient, 'get' | 'post'>, memberId: string): SavedPosts {
  const ofClient = known.get(http) ?? new Map<string, SavedPosts>();
  known.set(http, ofClient);
  const existing = ofClient.get(memberId);
  if (existing) return existing;
  const ids$ = new BehaviorSubject<ReadonlySet<string> | null>(null);
  http.get<SavedPostIds>('/api/my/social/saved-posts/ids').then(
    ({ data }) => ids$.next(new Set(data.postIds)),
    () => ids$.next(new Set()),
  );
  const saved: SavedPosts = {
    ids$,
    async setSaved(postId, save) {
      const { data } = await http.post<SaveResponse>(`/api/my/social/saved-posts/${postId}/${save ? 'save' : 'unsave'}`, {});
      const next = new Set(ids$.getValue());
      if (data.saved) next.add(postId);
      else next.delete(postId);
      ids$.next(next);
    },
  };
  ofClient.set(memberId, saved);
  return saved;
}
