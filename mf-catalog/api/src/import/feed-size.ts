import type { SizeUnit } from '../demo-data/category-tree';

const millilitresPerFluidOunce = 29.5735;
const gramsPerOunce = 28.3495;

/**
 * The size of a feed's size text in the catalog's units (thousandths of ml or g, or pieces): '3.4 oz/ 100 mL' is
 * 100 ml, '0.05 oz/ 1.5 g' is 1.5 g, '1.7 oz' is 50 ml for liquids (fluid ounces) and 48 g otherwise. Metric
 * amounts win over ounces. Unreadable or missing: one piece.
 */
export function parseFeedSize(text: string | undefined, liquid: boolean): { unit: SizeUnit; milli: number } {
  const value = (text ?? '').replace(/,/g, '.');
  const metric = /(\d+(?:\.\d+)?)\s*(ml|l|g|kg)\b/i.exec(value);
  if (metric) {
    const amount = Number(metric[1]);
    const unit = metric[2]!.toLowerCase();
    if (unit === 'l') return { unit: 'ml', milli: Math.round(amount * 1_000_000) };
    if (unit === 'kg') return { unit: 'g', milli: Math.round(amount * 1_000_000) };
    if (amount > 0) return { unit: unit as SizeUnit, milli: Math.round(amount * 1000) };
  }
  const ounces = /(\d+(?:\.\d+)?)\s*(?:fl\.?\s*)?oz/i.exec(value);
  if (ounces && Number(ounces[1]) > 0) {
    const amount = Number(ounces[1]);
    return liquid
      ? { unit: 'ml', milli: Math.round(amount * millilitresPerFluidOunce) * 1000 }
      : { unit: 'g', milli: Math.round(amount * gramsPerOunce * 10) * 100 };
  }
  const pieces = /(\d+)\s*(?:pcs|pieces|count|ct)\b/i.exec(value);
  return { unit: 'st', milli: (pieces ? Math.max(1, Number(pieces[1])) : 1) * 1000 };
}
