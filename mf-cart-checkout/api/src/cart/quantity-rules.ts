/** Spec 01 §5: the site-wide maximum per article (the gateway's siteSettings.maxBuyableQuantityPerArticle). */
export const maxBuyableQuantityPerArticle = 10;

/** Why a quantity cannot be set, or null when it can: a whole number from 0 up to the site's and the line's maximum. */
export function quantityProblem(quantity: number, lineMax = maxBuyableQuantityPerArticle): string | null {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > maxBuyableQuantityPerArticle) {
    return `The quantity must be a whole number from 0 to ${maxBuyableQuantityPerArticle}.`;
  }
  if (quantity > lineMax) return lineMax === 0 ? 'This product cannot be bought right now.' : `At most ${lineMax} can be bought.`;
  return null;
}
