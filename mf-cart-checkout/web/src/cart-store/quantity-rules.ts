/** The ceiling while app shell data has not arrived: the add-to-cart input's own maximum (spec 01 §9). */
export const fallbackMaxQuantity = 99;

/** Spec 01 §5: a line is capped at its own maximum and at the site-wide maxBuyableQuantityPerArticle. */
export function maxQuantityFor(lineMax: number | undefined, siteMax: number | undefined): number {
  const limits = [lineMax, siteMax].filter((limit): limit is number => typeof limit === 'number' && limit >= 1);
  return limits.length > 0 ? Math.min(...limits) : fallbackMaxQuantity;
}

/** Spec 01 §5: a cart quantity is a whole number from 0 up to the maximum. */
export function isValidQuantity(quantity: unknown, max: number): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0 && quantity <= max;
}
