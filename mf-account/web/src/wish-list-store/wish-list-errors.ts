/** The exact message of an add while logged out. */
export const loginRequiredMessage = 'Add item to wishlist requires login';

export class WishListLoginRequiredError extends Error {
  override readonly name = 'WishListLoginRequiredError';
  constructor() {
    super(loginRequiredMessage);
  }
}

/** The list has reached maxItemsInWishList; nothing was sent. */
export class WishListFullError extends Error {
  override readonly name = 'WishListFullError';
  constructor(readonly max: number) {
    super(`The wish list holds at most ${max} items`);
  }
}
