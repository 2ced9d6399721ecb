/**
 * Team Checkout's site-wide rules, in one place: the gateway publishes them in site settings (the browser's cart
 * follows them) and the cart server enforces the same values.
 */
export const cartRules = {
  /** The most of one article a cart line may hold. */
  maxBuyableQuantityPerArticle: 10,
} as const;
