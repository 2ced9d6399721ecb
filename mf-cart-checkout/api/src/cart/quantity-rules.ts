import { cartRules } from '@storefront/platform';

/** The site-wide maximum per article, which the gateway publishes in siteSettings too. */
export const maxBuyableQuantityPerArticle: number = cartRules.maxBuyableQuantityPerArticle;

/** Why a quantity cannot be set, or null when it can: a whole number from 0 up to the site's and the line's maximum. */
export function quantityProblem(quantity: number, lineMax = maxBuyableQuantityPerArticle): string | null {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > maxBuyableQuantityPerArticle) {
    return `The quantity must be a whole number from 0 to ${maxBuyableQuantityPerArticle}.`;
  }
  if (quantity > lineMax) return lineMax === 0 ? 'This product cannot be bought right now.' : `At most ${lineMax} can be bought.`;
  return null;
}

/**
 * A line in both carts when a visitor's cart is merged into the member's at login: the quantities add up, to at most
 * the site's maximum per article and the product's maximum when the catalog has said it (`productMax`). The merge
 * never lowers a line below what either cart had on its own, so nothing the shopper saw in a cart disappears.
 */
export function mergedQuantity(memberQuantity: number, visitorQuantity: number, productMax?: number): number {
  const cap = Math.min(maxBuyableQuantityPerArticle, productMax ?? maxBuyableQuantityPerArticle);
  return Math.max(memberQuantity, visitorQuantity, Math.min(memberQuantity + visitorQuantity, cap));
}
