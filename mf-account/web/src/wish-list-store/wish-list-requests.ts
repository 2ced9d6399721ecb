import type { HttpClient, WishListItem } from '@storefront/platform';
import type { WishListAddResponse, WishListChangeRequest, WishListRemoveResponse } from '../../../contract/wish-list';

/**
 * Kept alive: the heart shows the change at once, so a shopper may leave the page before the answer comes, and the
 * browser would otherwise cancel the request with the page.
 */
const outlivesThePage = { keepalive: true } as const;

/** POST /accountwishlist/add: the items the server added (with the catalog's names and images). */
export async function postWishListAdd(http: Pick<HttpClient, 'post'>, request: WishListChangeRequest): Promise<WishListItem[]> {
  const { data } = await http.post<WishListAddResponse>('/accountwishlist/add', request, outlivesThePage);
  return data?.addedItems ?? [];
}

/** POST /accountwishlist/remove. */
export async function postWishListRemove(http: Pick<HttpClient, 'post'>, request: WishListChangeRequest): Promise<void> {
  await http.post<WishListRemoveResponse>('/accountwishlist/remove', request, outlivesThePage);
}
