/** The ceiling while app shell data has not arrived: the add-to-cart input's own maximum. */
export const fallbackMaxQuantity = 99;

/** A line is capped at its own maximum and at the site-wide maxBuyableQuantityPerArticle. */
export function maxQuantityFor(lineMax: number | undefined, siteMax: number | undefined): number {
  const limits = [lineMax, siteMax].filter((limit): limit is number => typeof limit === 'number' && limit >= 1);
  return limits.length > 0 ? Math.min(...limits) : fallbackMaxQuantity;
}

/** A cart quantity is a whole number from 0 up to the maximum. */
export function isValidQuantity(quantity: unknown, max: number): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0 && quantity <= max;
}
