import { Suspense, useCallback, useState } from 'react';
import { Drawer, lazyPart, Toast, usePhrase } from '@storefront/platform';
import { CartAnnouncer } from '../cart-announcer/cart-announcer';
import { itemCountOf } from '../cart-store/item-count';
import { useCartTracking } from '../cart-tracking/use-cart-tracking';
import { CouponBar } from '../coupon/coupon-bar';
import { useCartLinks } from '../script-into-cart/use-cart-links';
import { useCart, useCartStore } from '../use-cart';
import { MiniCartButton } from './mini-cart-button';
import type { MiniCartContentProps } from './mini-cart-content';
import { useCartToast } from './use-cart-toast';
import '../focus.css';

/** The drawer's lines, totals and way to checkout: loaded when it first opens (a pointer on the button starts it). */
export const MiniCartContent = lazyPart<MiniCartContentProps>(() =>
  import(/* webpackChunkName: "mini-cart-content" */ './mini-cart-content').then((module) => ({ default: module.MiniCartContent })),
);

const preloadContent = () => void MiniCartContent.preload().catch(() => undefined);

/**
 * Slot 'header:mini-cart', on every page: the cart button with its count, the cart drawer, the "Added to cart" toast
 * and the coupon bar; it also reads ScriptIntoCart and coupon_code from the address and runs cart tracking.
 */
export default function MiniCart() {
  const t = usePhrase();
  const store = useCartStore();
  const state = useCart();
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const toast = useCartToast(store, open);
  useCartLinks(store);
  useCartTracking(store);

  return (
    <div className="k_MiniCart">
      <MiniCartButton itemCount={itemCountOf(state.cart)} isOpen={isOpen} onOpen={open} onPointToOpen={preloadContent} />
      <Drawer isOpen={isOpen} onClose={close} title={t('/Cart/Title')} side="right">
        <Suspense fallback={<p className="k_MiniCartContent__loading">{t('/Common/Loading')}</p>}>
          <MiniCartContent state={state} onNavigate={close} />
        </Suspense>
      </Drawer>
      <Toast isOpen={toast.isOpen} message={toast.message} actions={toast.actions} onClose={toast.close} />
      <CartAnnouncer />
      <CouponBar />
    </div>
  );
}
