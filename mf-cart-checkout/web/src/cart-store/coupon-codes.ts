import type { HttpClient } from '@storefront/platform';
import type { CouponCodeRequest, CouponCodeResponse } from '../../../contract/coupon-codes';

export type CouponCodeOperation = 'add' | 'remove';

const paths: Record<CouponCodeOperation, string> = {
  add: '/cart/addcouponCode',
  remove: '/cart/removecouponCode',
};

/** POST /cart/addcouponCode or /cart/removecouponCode; a refused code is an answer (`success: false`), not an error. */
export async function postCouponCode(
  http: Pick<HttpClient, 'post'>,
  operation: CouponCodeOperation,
  code: string,
): Promise<CouponCodeResponse> {
  const body: CouponCodeRequest = { code };
  return (await http.post<CouponCodeResponse>(paths[operation], body)).data;
}
