import type { Culture, MemberOrder } from '@storefront/platform';

/** A member's orders, as team Checkout answers them (GET /internal/members/{userId}/orders…). */
export interface OrderSource {
  /**
   * Newest first; placed, shipped, delivered and cancelled orders (never those awaiting payment). Names of things
   * (shipping and payment methods) in `culture`, Swedish when not given. Throws a 503 ResponseError when Checkout
   * does not answer.
   */
  list(userId: string, culture?: Culture): Promise<MemberOrder[]>;
  /** The member's order with that number; null when there is none of theirs. */
  get(userId: string, orderNumber: string, culture?: Culture): Promise<MemberOrder | null>;
}
