import type { HttpClient } from '@storefront/platform';
import type { CompletePurchaseResponse, PaymentDetailsRequest } from '../../../contract/payment';

/** POST /api/my/carts/current/adyen-details: a challenge's code or a redirect's result; answered like complete-purchase. */
export async function postPaymentDetails(http: Pick<HttpClient, 'post'>, request: PaymentDetailsRequest): Promise<CompletePurchaseResponse> {
  return (await http.post<CompletePurchaseResponse>('/api/my/carts/current/adyen-details', request)).data;
}
