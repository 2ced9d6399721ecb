import type { HttpClient } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CompletePurchaseResponse } from '../../../contract/payment';

/** POST /checkout/completePurchase: the whole form; the answer names one outcome. */
export async function postCompletePurchase(http: Pick<HttpClient, 'post'>, form: CheckoutForm): Promise<CompletePurchaseResponse> {
  return (await http.post<CompletePurchaseResponse>('/checkout/completePurchase', form)).data;
}
