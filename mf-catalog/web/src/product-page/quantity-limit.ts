/** The add-to-cart quantity input's own range: 1 to 99. */
export const quantityInputRange = { min: 1, max: 99 } as const;

/** After a successful add the quantity goes back to 1, after this delay. */
export const quantityResetDelayMs = 1000;

/** The stepper stops at the item's own maximum or the site-wide maximum, whichever is lower, and never above 99. */
export function maxQuantityFor(itemMax: number | undefined, siteMax: number | undefined): number {
  const limits = [itemMax, siteMax].filter((limit): limit is number => typeof limit === 'number' && limit >= 1);
  return Math.min(quantityInputRange.max, ...limits);
}

export function clampQuantity(quantity: number, max: number): number {
  return Math.min(Math.max(Math.trunc(quantity), quantityInputRange.min), max);
}
