import { retryWithBackoff, type Cart, type HttpClient } from '@storefront/platform';

/** GET /cart, retried with backoff on network and server errors. */
export async function getCart(http: Pick<HttpClient, 'get'>, maxAttempts: number): Promise<Cart> {
  return retryWithBackoff(async () => (await http.get<Cart>('/cart')).data, { maxAttempts });
}
