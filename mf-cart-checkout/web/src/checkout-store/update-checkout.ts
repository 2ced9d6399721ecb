import type { HttpClient } from '@storefront/platform';
import type { CheckoutUpdateRequest } from '../../../contract/checkout-form';
import type { CheckoutUpdateResponse } from '../../../contract/checkout';

/** POST /checkout/update: the merged pending changes; the answer is the whole checkout as the server now has it. */
export async function updateCheckout(http: Pick<HttpClient, 'post'>, changes: CheckoutUpdateRequest): Promise<CheckoutUpdateResponse> {
  return (await http.post<CheckoutUpdateResponse>('/checkout/update', changes)).data;
}
