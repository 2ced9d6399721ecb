/**
 * Team Social's site-wide rules, in one place: the gateway publishes them in site settings (the look form's product
 * picker follows them) and the social server enforces the same values.
 */
export const socialRules = {
  /** A look names the products it was made with: at most this many (the site setting `maximumProductsInLook`). */
  maximumProductsInLook: 8,
} as const;
