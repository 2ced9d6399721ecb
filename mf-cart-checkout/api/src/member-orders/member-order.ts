import type { Culture, MemberOrder, MemberOrderLine, Money } from '@storefront/platform';
import type { CartLine } from '@storefront/platform';
import { checkoutTexts } from '../checkout/checkout-texts';
import { shippingTexts } from '../shipping/shipping-texts';
import type { MemberOrderRecord } from './member-order-repository';
import { includedVat } from './vat-rates';

function lineOf(line: CartLine): MemberOrderLine {
  const unitPrice: Money = line.price.eachPrice ?? { amount: Math.round(line.price.current.amount / line.quantity), currency: line.price.current.currency };
  return {
    code: line.code,
    name: [line.entryName, line.displayName].filter(Boolean).join(' '),
    brandName: line.brandName,
    image: line.image ?? null,
    url: line.url,
    quantity: line.quantity,
    unitPrice,
    total: line.price.current,
    // All of it: team Account subtracts what was already sent back or complained about.
    returnableQuantity: line.quantity,
  };
}

/** How the order was paid, as the member reads it: 'Kort •••• 1111', 'Presentkort GIFT-••••', 'Faktura'. */
function paymentMethodNamesOf(record: MemberOrderRecord, culture: Culture): string[] {
  const methods = checkoutTexts[culture].paymentMethods;
  return record.payments.map((payment) => {
    const name = methods[payment.method].name;
    return payment.description && payment.description !== name ? `${name} ${payment.description}` : name;
  });
}

/** Where the parcel goes: the delivery point when one was chosen, else the delivery address. */
function deliveryAddressOf(record: MemberOrderRecord): MemberOrder['deliveryAddress'] {
  if (record.deliveryPoint) {
    const { name, street, postalCode, city } = record.deliveryPoint;
    return { name, street, postalCode, city };
  }
  const { firstName, lastName, careOf, street, postalCode, city } = record.deliveryAddress;
  return { name: [firstName, lastName, careOf ? `c/o ${careOf}` : ''].filter(Boolean).join(' '), street, postalCode, city };
}

/**
 * A member's order as my pages show it (names of things in `culture`). `shipping` is what the order cost beyond its
 * goods (shipping, express handling, gift wrap), so that subTotal − discount + shipping is the total; `vat` is the
 * VAT included in the total at the market's standard rate.
 */
export function memberOrderOf(record: MemberOrderRecord, culture: Culture): MemberOrder {
  const money = (amount: number): Money => ({ amount, currency: record.currency });
  const total = money(record.total);
  return {
    orderNumber: record.orderNumber,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    total,
    itemCount: record.lines.reduce((count, line) => count + line.quantity, 0),
    isOngoing: record.status === 'placed' || record.status === 'shipped',
    loyaltyPoints: record.loyaltyPoints,
    lines: record.lines.map(lineOf),
    subTotal: money(record.goods),
    shipping: money(record.shipping + record.expressHandling + record.giftWrap),
    discount: money(record.orderDiscount),
    vat: includedVat(total, record.market),
    shippingMethodName: shippingTexts[culture][record.shippingMethod].name,
    deliveryAddress: deliveryAddressOf(record),
    paymentMethodNames: paymentMethodNamesOf(record, culture),
    shippedAt: record.shippedAt?.toISOString() ?? null,
    trackingUrl: null,
    returns: [],
  };
}
