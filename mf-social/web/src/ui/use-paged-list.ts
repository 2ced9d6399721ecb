import { useCallback, useState } from 'react';
import { usePhrase } from '@storefront/platform';
import type { PostPage } from '../../../contract/product-reviews';
import { useFocusRequest } from './use-focus-request';

/**
 * A list that pages on with a `from` cursor (a profile's posts, the feed, followers): `showMore` asks `load` for the
 * page after `nextFrom` and adds what it did not show yet, and the keyboard goes on at the first item it added
 * (`refFor` marks each); a failed call says so (`problem`) and keeps what is shown.
 */
export function usePagedList<Item>(initial: PostPage<Item>, load: (from: string) => Promise<PostPage<Item>>, idOf: (item: Item) => string) {
  const t = usePhrase();
  const focus = useFocusRequest();
  const [page, setPage] = useState(initial);
  const [problem, setProblem] = useState('');

  const showMore = useCallback(async () => {
    if (!page.nextFrom) return;
    setProblem('');
    try {
      const next = await load(page.nextFrom);
      const known = new Set(page.items.map(idOf));
      const added = next.items.filter((item) => !known.has(idOf(item)));
      setPage({ items: [...page.items, ...added], nextFrom: next.nextFrom, totalCount: next.totalCount });
      if (added[0]) focus.focusOn(idOf(added[0]));
    } catch {
      setProblem(t('/Errors/Unknown'));
    }
  }, [focus, idOf, load, page, t]);

  /** Puts a new item first (one the member just wrote), counted. */
  const prepend = useCallback((item: Item) => setPage((before) => ({ ...before, items: [item, ...before.items], totalCount: before.totalCount + 1 })), []);

  /** Puts an item as it is now (one the member changed) in place of the one of its id. */
  const replace = useCallback((item: Item) => setPage((before) => ({ ...before, items: before.items.map((known) => (idOf(known) === idOf(item) ? item : known)) })), [idOf]);

  return { page, problem, showMore, prepend, replace, refFor: focus.refFor, focusOn: focus.focusOn };
}
