import type { CartUpdateDiff, CartUpdateResponse, HttpClient } from '@storefront/platform';

/** POST /cart/update: one change; never retried, because the shopper decides whether to try again. */
export async function updateCart(http: Pick<HttpClient, 'post'>, diff: CartUpdateDiff): Promise<CartUpdateResponse> {
  return (await http.post<CartUpdateResponse>('/cart/update', diff)).data;
}
