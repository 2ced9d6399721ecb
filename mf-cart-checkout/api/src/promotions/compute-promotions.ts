import type { AddonOffer, CartLine, Culture, CurrencyCode, MarketCode, Money, Promotion } from '@storefront/platform';
import type { CartProduct } from '../catalog/cart-product';
import { couponCodeRefusal, type CouponCodeRule } from './coupon-code-rule';
import { refusalMessage } from './coupon-code-messages';
import { promotionText } from './promotion-texts';

/** An automatic promotion running now in the shopper's market and currency (amounts in its minor units). */
export interface AutomaticPromotion {
  id: string;
  kind: 'orderDiscount' | 'giftWithPurchase' | 'addonOffer';
  /** In the shopper's language. */
  name: string;
  minimumOrder: number;
  percent: number | null;
  amountOff: number | null;
  giftCode: string | null;
  addonCode: string | null;
  offerPrice: number | null;
}

/** What promotions there are for one cart: the codes entered (oldest first), the automatic ones, and when it is. */
export interface CartPromotions {
  couponCodes: CouponCodeRule[];
  automatic: AutomaticPromotion[];
  now: Date;
}

export const noPromotions: CartPromotions = { couponCodes: [], automatic: [], now: new Date(0) };

export interface PricedLine {
  product: CartProduct;
  quantity: number;
}

export interface PromotionContext extends CartPromotions {
  market: MarketCode;
  currency: CurrencyCode;
  culture: Culture;
  /** Gift and add-on products as the catalog has them now; a code missing or null here is not offered. */
  products: ReadonlyMap<string, CartProduct | null>;
}

export interface PromotionOutcome {
  orderLevelDiscount: number;
  promotions: Promotion[];
  giftLines: CartLine[];
  addonOffers: AddonOffer[];
  /** A free-shipping code applies. */
  hasFreeShippingCode: boolean;
}

/**
 * A percentage of an amount in whole minor units, rounded up: in the shopper's favour, the same way everywhere.
 * 10 % of 249,95 kr is 25 kr off, not 24,99.
 */
export const percentOff = (amount: number, percent: number) => Math.ceil((amount * percent) / 100);

const isOffered = (product: CartProduct | null | undefined): product is CartProduct => !!product && product.maxQuantity > 0;

/** A gift: the product at price zero, one of it. */
export function giftLineOf(product: CartProduct): CartLine {
  const zero: Money = { amount: 0, currency: product.price.current.currency };
  return {
    ...product,
    quantity: 1,
    maxQuantity: 1,
    isGift: true,
    price: { current: zero, eachPrice: zero, useDiscountStyling: false, isMemberPrice: false, isPremium: false, comparisonPrices: [] },
  };
}

/**
 * The order-level promotions of a cart, from its priced lines (gifts are not among them). Every minimum is measured
 * on `subTotal`, the goods at their (sale or member) prices before order discounts. Discounts apply in this order,
 * each on what is left after the ones before and never more than that, so the total never goes below zero:
 * automatic order discounts, an unlocked add-on, then the coupon codes in the order they were entered.
 */
export function computePromotions(lines: readonly PricedLine[], subTotal: number, context: PromotionContext): PromotionOutcome {
  const money = (amount: number): Money => ({ amount, currency: context.currency });
  const text = (key: 'couponCodeName' | 'freeShippingCodeName', code: string) => promotionText(key, context.culture, context.market, { code });
  const outcome: PromotionOutcome = { orderLevelDiscount: 0, promotions: [], giftLines: [], addonOffers: [], hasFreeShippingCode: false };
  let left = subTotal;
  const take = (amount: number) => {
    const taken = Math.min(Math.max(0, amount), left);
    left -= taken;
    return taken;
  };

  const hasGoods = lines.length > 0;
  for (const promotion of hasGoods ? context.automatic : []) {
    if (promotion.kind === 'orderDiscount' && subTotal >= promotion.minimumOrder) {
      const discount = promotion.percent !== null ? percentOff(left, promotion.percent) : (promotion.amountOff ?? 0);
      if (discount > 0) outcome.promotions.push({ code: promotion.id, kind: 'orderDiscount', name: promotion.name, discount: money(take(discount)) });
    }
  }
  for (const promotion of hasGoods ? context.automatic : []) {
    if (promotion.kind !== 'addonOffer' || promotion.offerPrice === null) continue;
    const product = context.products.get(promotion.addonCode!);
    if (!isOffered(product) || promotion.offerPrice >= product.price.current.amount) continue;
    const ordinary = product.price.current.amount;
    // The add-on itself does not count towards unlocking it.
    const others = lines.filter((line) => line.product.code !== product.code).reduce((sum, line) => sum + line.product.price.current.amount * line.quantity, 0);
    const amountLeft = Math.max(0, promotion.minimumOrder - others);
    if (amountLeft === 0 && lines.some((line) => line.product.code === product.code)) {
      outcome.promotions.push({ code: promotion.id, kind: 'addonOffer', name: promotion.name, discount: money(take(ordinary - promotion.offerPrice)) });
      continue;
    }
    outcome.addonOffers.push({
      code: product.code,
      name: promotion.name,
      offerPrice: money(promotion.offerPrice),
      ordinaryPrice: money(ordinary),
      amountLeft: money(amountLeft),
      url: product.url,
      image: product.image,
    });
  }
  for (const promotion of hasGoods ? context.automatic : []) {
    if (promotion.kind !== 'giftWithPurchase' || subTotal < promotion.minimumOrder) continue;
    const product = context.products.get(promotion.giftCode!);
    if (!isOffered(product)) continue;
    outcome.giftLines.push(giftLineOf(product));
    outcome.promotions.push({ code: promotion.id, kind: 'giftWithPurchase', name: promotion.name, discount: money(0) });
  }

  for (const rule of context.couponCodes) {
    const kind = rule.kind === 'freeShipping' ? 'freeShipping' : 'couponCode';
    const name = text(kind === 'freeShipping' ? 'freeShippingCodeName' : 'couponCodeName', rule.code);
    const refusal = couponCodeRefusal(rule, { now: context.now, market: context.market, subTotal });
    if (refusal) {
      const notAppliedReason = refusalMessage(rule.code, refusal, context);
      outcome.promotions.push({ code: rule.code, kind, name, discount: money(0), notAppliedReason });
    } else if (rule.kind === 'freeShipping') {
      outcome.hasFreeShippingCode = true;
      outcome.promotions.push({ code: rule.code, kind, name, discount: money(0) });
    } else {
      const discount = rule.kind === 'percentage' ? percentOff(left, rule.percent!) : rule.amountOff!;
      outcome.promotions.push({ code: rule.code, kind, name, discount: money(take(discount)) });
    }
  }

  outcome.orderLevelDiscount = subTotal - left;
  return outcome;
}
