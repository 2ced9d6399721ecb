import type { Identity } from '@storefront/platform/server';
import { cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from './checkout-requests';

/**
 * Puts `quantities` in the shopper's cart and buys them with the test card `card` (authorized by default). The
 * order number is there when the purchase answered with a confirmation (null after a challenge or a refusal).
 */
export async function buy(
  baseUrl: string,
  who: Partial<Identity>,
  quantities: Record<string, number>,
  card: keyof typeof testCardNumbers = 'authorized',
): Promise<{ status: number; orderNumber: string | null }> {
  await fillCart(baseUrl, who, quantities);
  const token = await cardToken(baseUrl, who, testCardNumbers[card]);
  const answer = await completePurchase(baseUrl, who, completeSwedishForm(token));
  const orderNumber = answer.body.orderConfirmationRedirectUrl?.split('/').pop() ?? null;
  return { status: answer.status, orderNumber };
}
