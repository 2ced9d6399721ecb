import type { ComparisonPrice, Money, Price, UnitPrice } from '@storefront/platform';
import { catalogText } from './catalog-texts';
import type { Shopper } from './shopper';
import type { SizeUnit } from './size-text';

export interface PriceRecord {
  amount: number;
  previous_amount: number | null;
  member_amount: number | null;
  size_unit: SizeUnit;
  size_milli: number;
}

const unitMeasure = { ml: 'l', g: 'kg', st: 'st' } as const;

function unitPriceOf(current: Money, record: PriceRecord): UnitPrice | undefined {
  // A single piece has no meaningful price per piece.
  if (record.size_unit === 'st' && record.size_milli <= 1000) return undefined;
  // Per litre / kilogram: amount × 1000 / size; per piece: amount / count. size_milli is thousandths of the unit.
  const perUnit = record.size_unit === 'st' ? 1000 : 1_000_000;
  return {
    value: { amount: Math.round((current.amount * perUnit) / record.size_milli), currency: current.currency },
    measure: unitMeasure[record.size_unit],
  };
}

/** The price a shopper sees for one variant: member price for members, previous price when on sale, unit price. */
export function priceFor(record: PriceRecord, shopper: Shopper): Price {
  const money = (amount: number): Money => ({ amount, currency: shopper.currency });
  const isMemberPrice = shopper.isMember && record.member_amount !== null;
  const current = money(isMemberPrice ? record.member_amount! : record.amount);
  const comparisonPrices: ComparisonPrice[] = [];
  if (record.previous_amount !== null) {
    comparisonPrices.push({
      type: 'current',
      typeText: catalogText(shopper.culture, 'previousPrice'),
      value: money(record.previous_amount),
      isEach: false,
    });
  } else if (isMemberPrice) {
    comparisonPrices.push({
      type: 'current',
      typeText: catalogText(shopper.culture, 'ordinaryPrice'),
      value: money(record.amount),
      isEach: false,
    });
  }
  const unitPrice = unitPriceOf(current, record);
  return {
    current,
    useDiscountStyling: comparisonPrices.length > 0,
    isMemberPrice,
    isPremium: false,
    ...(!shopper.isMember && record.member_amount !== null ? { memberPrice: money(record.member_amount) } : {}),
    comparisonPrices,
    ...(unitPrice ? { unitPrice } : {}),
  };
}
