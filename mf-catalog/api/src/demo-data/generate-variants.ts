import type { PriceRow, StockRow, VariantRow } from './catalog-rows';
import type { LeafProducts, Size } from './category-tree';
import { addDays } from './dates';
import { currencies, priceIn } from './pricing';
import type { Random } from './random';
import { shadePalettes } from './shades';

export interface VariantContext {
  random: Random;
  referenceDate: string;
  nextVariantCode: () => string;
}

export interface ProductOffer {
  /** The product's list value in SEK for its smallest variant. */
  listValueSek: number;
  /** Previous price as a factor of today's (a sale), or null. */
  previousFactor: number | null;
  /** Member price as a factor of today's, or null. */
  memberFactor: number | null;
}

export interface GeneratedVariants {
  variants: VariantRow[];
  prices: PriceRow[];
  stock: StockRow[];
}

const sizeName = (size: Size) => `${size.amount} ${size.unit === 'st' ? 'pcs' : size.unit}`;

function chooseVariants(products: LeafProducts, random: Random): { name: string; hex: string | null; size: Size }[] {
  const [firstSize] = products.sizes;
  if (!firstSize) throw new Error('a leaf without sizes');
  if (products.shades) {
    const palette = shadePalettes[products.shades];
    const count = random.int(Math.min(3, palette.length), Math.min(12, palette.length));
    const chosen = random.sample(palette.map((_, index) => index), count).sort((a, b) => a - b);
    return chosen.map((index) => {
      const [name, hex] = palette[index]!;
      return { name, hex, size: firstSize };
    });
  }
  const count = random.int(1, products.sizes.length);
  const start = random.int(0, products.sizes.length - count);
  return products.sizes.slice(start, start + count).map((size) => ({ name: sizeName(size), hex: null, size }));
}

function stockFor(variantCode: string, context: VariantContext): StockRow {
  const { random, referenceDate } = context;
  const roll = random.next();
  const row = { variant_code: variantCode, is_monitorable: false, purchase_available_from: null as string | null };
  if (roll < 0.03) {
    return { ...row, online_quantity: 0, store_quantity: 0, is_monitorable: true, purchase_available_from: addDays(referenceDate, random.int(7, 60)) };
  }
  if (roll < 0.09) return { ...row, online_quantity: 0, store_quantity: random.int(0, 5), is_monitorable: true };
  if (roll < 0.13) return { ...row, online_quantity: 0, store_quantity: 0 };
  const online = roll < 0.18 ? random.int(1, 4) : random.int(5, 250);
  return { ...row, online_quantity: online, store_quantity: random.chance(0.7) ? random.int(1, 30) : 0 };
}

function pricesFor(variantCode: string, listValueSek: number, offer: ProductOffer): PriceRow[] {
  return currencies.map((currency) => {
    const amount = priceIn(currency, listValueSek);
    const previous = offer.previousFactor ? priceIn(currency, listValueSek * offer.previousFactor) : null;
    const member = offer.memberFactor ? priceIn(currency, listValueSek * offer.memberFactor) : null;
    return {
      variant_code: variantCode,
      currency,
      amount,
      previous_amount: previous !== null && previous > amount ? previous : null,
      member_amount: member !== null && member < amount ? member : null,
    };
  });
}

/** A product's shade or size variants, each with prices in every currency and its stock. */
export function generateVariants(
  productCode: string,
  products: LeafProducts,
  offer: ProductOffer,
  context: VariantContext,
): GeneratedVariants {
  const result: GeneratedVariants = { variants: [], prices: [], stock: [] };
  const choices = chooseVariants(products, context.random);
  const baseAmount = choices[0]!.size.amount;
  choices.forEach((choice, sortOrder) => {
    const code = context.nextVariantCode();
    result.variants.push({
      code,
      product_code: productCode,
      sort_order: sortOrder,
      name: choice.name,
      shade_hex: choice.hex,
      size_unit: choice.size.unit,
      size_milli: Math.round(choice.size.amount * 1000),
      image_count: context.random.int(2, 3),
    });
    // Bigger sizes cost less per ml: price grows with size to the power 0.75.
    const listValue = offer.listValueSek * Math.pow(choice.size.amount / baseAmount, 0.75);
    result.prices.push(...pricesFor(code, listValue, offer));
    result.stock.push(stockFor(code, context));
  });
  return result;
}
