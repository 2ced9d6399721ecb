import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TeamFederation } from '@storefront/platform';
import federationJson from '../federation.json';
import { exposesFrom } from '@storefront/platform/build/remote-federation';

const federation: TeamFederation = federationJson;
const webRoot = path.resolve(__dirname, '..');

describe('federation.json', () => {
  test('names the cart, checkout, await and order confirmation pages and the mini cart slot', () => {
    expect(federation).toEqual({
      components: {
        CartPageViewModel: './CartPage',
        CheckoutPageViewModel: './CheckoutPage',
        OrderConfirmationPageViewModel: './OrderConfirmationPage',
        AdyenAwaitViewModel: './AdyenAwaitPage',
      },
      slots: { 'header:mini-cart': './MiniCart' },
    });
  });

  test('exposes exactly the modules it names', () => {
    expect(exposesFrom(federation)).toEqual({
      './CartPage': './src/cart-page/cart-page.tsx',
      './CheckoutPage': './src/checkout-page/checkout-page.tsx',
      './OrderConfirmationPage': './src/order-confirmation-page/order-confirmation-page.tsx',
      './AdyenAwaitPage': './src/adyen-await-page/adyen-await-page.tsx',
      './MiniCart': './src/mini-cart/mini-cart.tsx',
    });
  });

  test.each(Object.values(exposesFrom(federation)))('%s is a source file with a default component', async (file) => {
    const source = path.join(webRoot, file);
    expect(existsSync(source)).toBe(true);
    const exported = (await import(source)) as { default?: unknown };
    expect(typeof exported.default).toBe('function');
  });
});
