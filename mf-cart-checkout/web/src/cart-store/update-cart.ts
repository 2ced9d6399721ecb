import { httpHeaders, type HttpClient } from '@storefront/platform';
import type { CartUpdateDiff, CartUpdateResponse } from '../../../contract/cart-update';

/**
 * POST /cart/update: one change; never retried, because the shopper decides whether to try again.
 * An addition also names its codes in a header (x-add-to-cart-codes). Kept alive: the mini cart shows the change at
 * once, so a shopper may leave the page before the answer comes, and the browser would otherwise cancel the request
 * with the page.
 */
export async function updateCart(http: Pick<HttpClient, 'post'>, diff: CartUpdateDiff): Promise<CartUpdateResponse> {
  const headers = diff.addedCodes.length > 0 ? { [httpHeaders.addToCartCodes]: diff.addedCodes.join(',') } : undefined;
  return (await http.post<CartUpdateResponse>('/cart/update', diff, { keepalive: true, ...(headers && { headers }) })).data;
}
