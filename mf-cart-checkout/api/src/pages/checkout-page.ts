import { formatPrice, type Cart, type Culture, type PageFallback } from '@storefront/platform';
import type { CheckoutPageViewModel, CheckoutState, CheckoutValidationResult } from '../../../contract/checkout';
import { checkoutTexts } from '../checkout/checkout-texts';
import { productNameOf } from '../orders/product-name';
import { basketTexts } from './basket-texts';
import { pageTitle } from './page-title';

export const checkoutUrl = '/checkout';

export interface CheckoutPageInput {
  cart: Cart;
  checkout: CheckoutState;
  culture: Culture;
  requiresClubTerms: boolean;
  /** The error to show, when the page comes back from a purchase that did not go through. */
  validationResult?: CheckoutValidationResult;
  includeFallback?: boolean;
}

function fallbackOf(cart: Cart, checkout: CheckoutState, culture: Culture): PageFallback {
  const texts = checkoutTexts[culture];
  const continueShopping = { href: '/', text: basketTexts[culture].continueShopping };
  const heading = { level: 1 as const, text: texts.title };
  if (cart.items.length === 0) return { headings: [heading], paragraphs: [basketTexts[culture].empty], links: [continueShopping] };
  const price = (money: Cart['subTotal']) => formatPrice(money, culture);
  return {
    headings: [heading],
    paragraphs: [
      ...cart.items.map((line) => `${productNameOf(line)}: ${line.quantity} × ${price(line.price.eachPrice ?? line.price.current)} = ${price(line.price.current)}`),
      `${texts.total}: ${price(checkout.summary.total)}`,
    ],
    links: [...cart.items.map((line) => ({ href: line.url, text: productNameOf(line) })), continueShopping],
  };
}

/** The checkout page view model; an empty cart's page says so. */
export function checkoutPage(input: CheckoutPageInput): CheckoutPageViewModel {
  const { cart, checkout, culture } = input;
  const texts = checkoutTexts[culture];
  const validationResult =
    input.validationResult ?? (cart.items.length === 0 ? { success: false, errorMessage: basketTexts[culture].empty } : undefined);
  return {
    componentName: 'CheckoutPageViewModel',
    url: checkoutUrl,
    meta: { title: pageTitle(texts.title), description: texts.description, robots: 'noindex' },
    canonicalUrl: checkoutUrl,
    currentTheme: 'default',
    trackingInformationSection: 'checkout',
    hideFooter: true,
    layout: 'checkout',
    cart,
    checkout,
    requiresClubTerms: input.requiresClubTerms,
    ...(validationResult ? { validationResult } : {}),
    ...(input.includeFallback ? { fallback: fallbackOf(cart, checkout, culture) } : {}),
  };
}
