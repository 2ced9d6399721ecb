import type { HttpClient, WishListItem } from '@storefront/platform';
import type { WishListAddResponse, WishListChangeRequest, WishListRemoveResponse } from '../../../contract/wish-list';

/** POST /accountwishlist/add: the items the server added (with the catalog's names and images). */
export async function postWishListAdd(http: Pick<HttpClient, 'post'>, request: WishListChangeRequest): Promise<WishListItem[]> {
  const { data } = await http.post<WishListAddResponse>('/accountwishlist/add', request);
  return data?.addedItems ?? [];
}

/** POST /accountwishlist/remove. */
export async function postWishListRemove(http: Pick<HttpClient, 'post'>, request: WishListChangeRequest): Promise<void> {
  await http.post<WishListRemoveResponse>('/accountwishlist/remove', request);
}
