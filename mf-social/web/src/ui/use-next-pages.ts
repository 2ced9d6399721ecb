import { useCallback } from 'react';
import type { PostPage } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { socialPageSize } from '../social-rules/social-rules';

/**
 * The next pages of a list from the call at `path` (with `query` besides): `?…&from=<cursor>&count=10`, for
 * usePagedList. `query` is compared by its text, so a new object of the same values loads the same.
 */
export function useNextPages<Item>(path: string, query: Record<string, string> = {}): (from: string) => Promise<PostPage<Item>> {
  const { http } = useSocialEnvironment();
  const asked = new URLSearchParams(query).toString();
  return useCallback(
    async (from: string) => {
      const search = new URLSearchParams(asked);
      search.set('from', from);
      search.set('count', String(socialPageSize));
      return (await http.get<PostPage<Item>>(`${path}?${search}`)).data;
    },
    [http, path, asked],
  );
}
