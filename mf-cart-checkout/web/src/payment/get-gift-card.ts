import type { HttpClient } from '@storefront/platform';
import type { GiftCardBalance } from '../../../contract/gift-cards';

/** GET /api/gift-cards/{code}: what is left on a gift card, and whether it can be used now. */
export async function getGiftCard(http: Pick<HttpClient, 'get'>, code: string): Promise<GiftCardBalance> {
  return (await http.get<GiftCardBalance>(`/api/gift-cards/${encodeURIComponent(code)}`)).data;
}
