import type { CheckoutForm, CompletePurchaseResponse, HttpClient } from '@storefront/platform';

/** POST /checkout/completePurchase: the whole form; the answer names one outcome (spec 01 §4.3). */
export async function postCompletePurchase(http: Pick<HttpClient, 'post'>, form: CheckoutForm): Promise<CompletePurchaseResponse> {
  return (await http.post<CompletePurchaseResponse>('/checkout/completePurchase', form)).data;
}
