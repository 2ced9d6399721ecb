import type { Bus } from '@storefront/platform';
import type { CartStore } from '../cart-store/cart-store';
import { parseScriptIntoCart } from './parse-script-into-cart';
import { cartLinkParameters, findParameter, withoutParameter } from './url-parameters';

export interface CartLinkDependencies {
  store: Pick<CartStore, 'addItems' | 'addCouponCode'>;
  bus: Pick<Bus, 'emit'>;
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  /** The most of one product a link may add: the site's maximum. */
  maxQuantity: number;
}

/** Whether the current URL carries anything for the cart; most navigations do not. */
export function hasCartLinkParameters(href: string): boolean {
  const { search } = new URL(href);
  return Object.values(cartLinkParameters).some((name) => findParameter(search, name) !== null);
}

/**
 * ScriptIntoCart adds its products (one change, with addedCodes) and coupon_code adds its code.
 * A parameter that worked leaves the address (history.replaceState keeps the page and its other parameters); when
 * anything worked, the shell is asked to reload app shell data. A parameter that did not work stays.
 */
export async function applyCartLinks({ store, bus, location, history, maxQuantity }: CartLinkDependencies): Promise<void> {
  const { search } = new URL(location.href);
  const script = findParameter(search, cartLinkParameters.scriptIntoCart);
  const couponCode = findParameter(search, cartLinkParameters.couponCode);
  const applied: string[] = [];
  const leaveAddress = (name: string) => {
    history.replaceState(history.state, '', withoutParameter(location.href, name));
    applied.push(name);
  };

  if (script) {
    const entries = parseScriptIntoCart(script.value, maxQuantity);
    const added = entries.length > 0 && (await store.addItems(entries).then(() => true, () => false));
    if (added) leaveAddress(script.name);
  }
  if (couponCode) {
    const { success } = await store.addCouponCode(couponCode.value);
    if (success) leaveAddress(couponCode.name);
  }
  if (applied.length > 0) bus.emit('appshell:reload-request', { reason: applied.join(',') });
}
