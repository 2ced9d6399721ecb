import type { Cart } from '@storefront/platform';
import { z } from 'zod';

/*
 * Coupon codes entered in the cart's coupon bar. The request is written once, as the zod schema the server checks it
 * with; web/ takes only its type.
 */

/** Body of `POST /cart/addcouponCode` and `POST /cart/removecouponCode`: the code as typed (trimmed, upper-cased here). */
export const couponCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter a code.')
    .max(40, 'A code is at most 40 characters.')
    .regex(/^[^\p{Cc}]+$/u, 'A code has no control characters.')
    .transform((code) => code.toUpperCase()),
});

export type CouponCodeRequest = z.infer<typeof couponCodeRequest>;

/** Why a coupon code was not applied (the message is in the shopper's language). */
export type CouponCodeProblem = 'unknown' | 'expired' | 'notStarted' | 'alreadyApplied' | 'usedUp' | 'minimumNotReached' | 'notInMarket' | 'disabled';

/** Answer of `POST /cart/addcouponCode` and `POST /cart/removecouponCode`: truthy `success` removes `coupon_code` from the URL. */
export interface CouponCodeResponse {
  success: boolean;
  /** The shopper-facing message for the coupon bar: applied, or why not. */
  message: string;
  problem?: CouponCodeProblem;
  cart: Cart;
}
