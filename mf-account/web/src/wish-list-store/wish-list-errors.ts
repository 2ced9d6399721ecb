/** Spec 01 §4.4, §8: the exact message of an add while logged out. */
export const loginRequiredMessage = 'Add item to wishlist requires login';

export class WishListLoginRequiredError extends Error {
  override readonly name = 'WishListLoginRequiredError';
  constructor() {
    super(loginRequiredMessage);
  }
}

/** Spec 01 §5: the list has reached maxItemsInWishList; nothing was sent. */
export class WishListFullError extends Error {
  override readonly name = 'WishListFullError';
  constructor(readonly max: number) {
    super(`The wish list holds at most ${max} items`);
  }
}
