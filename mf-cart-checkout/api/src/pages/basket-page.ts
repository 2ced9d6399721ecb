import { formatPrice, type Cart, type Culture, type PageFallback } from '@storefront/platform';
import type { CartPageViewModel } from '../../../contract/cart-update';
import { basketTexts } from './basket-texts';

export const basketUrl = '/basket';
const siteName = 'Beauty Store';

function fallbackOf(cart: Cart, culture: Culture): PageFallback {
  const texts = basketTexts[culture];
  const price = (money: Cart['subTotal']) => formatPrice(money, culture);
  const nameOf = (line: Cart['items'][number]) => [line.brandName, line.entryName, line.displayName].filter(Boolean).join(' ');
  if (cart.items.length === 0) {
    return { headings: [{ level: 1, text: texts.title }], paragraphs: [texts.empty], links: [{ href: '/', text: texts.continueShopping }] };
  }
  const left = cart.amountLeftToFreeShipping;
  return {
    headings: [{ level: 1, text: texts.title }],
    paragraphs: [
      ...cart.items.map((line) => `${nameOf(line)}: ${line.quantity} × ${price(line.price.eachPrice ?? line.price.current)} = ${price(line.price.current)}`),
      `${texts.subTotal}: ${price(cart.subTotalWithOrderLevelDiscount)}`,
      ...(left === null ? [] : [left.amount > 0 ? texts.leftToFreeShipping.replace('{amount}', price(left)) : texts.freeShipping]),
    ],
    links: [...cart.items.map((line) => ({ href: line.url, text: nameOf(line) })), { href: '/', text: texts.continueShopping }],
  };
}

/** The cart page view model; with the no-JavaScript fallback when the gateway asks for it. */
export function basketPage(cart: Cart, culture: Culture, includeFallback: boolean): CartPageViewModel {
  const texts = basketTexts[culture];
  return {
    componentName: 'CartPageViewModel',
    url: basketUrl,
    meta: { title: `${texts.title} | ${siteName}`, description: texts.description, robots: 'noindex' },
    canonicalUrl: basketUrl,
    currentTheme: 'default',
    trackingInformationSection: 'checkout',
    hideFooter: false,
    cart,
    ...(includeFallback ? { fallback: fallbackOf(cart, culture) } : {}),
  };
}
