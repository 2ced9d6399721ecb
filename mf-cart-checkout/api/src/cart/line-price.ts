import type { Money, Price } from '@storefront/platform';

const times = (money: Money, quantity: number): Money => ({ amount: money.amount * quantity, currency: money.currency });

/**
 * The price of a line from the price of one: `current`, the member price and the comparison prices are for the
 * whole quantity, `eachPrice` is the price of one; the unit price (per litre, kilogram, piece) does not change.
 */
export function linePrice(each: Price, quantity: number): Price {
  return {
    current: times(each.current, quantity),
    eachPrice: each.current,
    useDiscountStyling: each.useDiscountStyling,
    isMemberPrice: each.isMemberPrice,
    isPremium: each.isPremium,
    ...(each.memberPrice ? { memberPrice: times(each.memberPrice, quantity) } : {}),
    comparisonPrices: each.comparisonPrices.map((comparison) =>
      comparison.isEach ? comparison : { ...comparison, value: times(comparison.value, quantity) },
    ),
    ...(each.unitPrice ? { unitPrice: each.unitPrice } : {}),
  };
}

/**
 * What one costs less than before: the previous price ('current' comparison) minus the price paid. For a member
 * the catalog's comparison is the ordinary (or previous) price, so member savings are in here too, counted once.
 */
export function savingOfOne(each: Price): number {
  const previous = each.comparisonPrices.find((comparison) => comparison.type === 'current');
  return previous ? Math.max(0, previous.value.amount - each.current.amount) : 0;
}
