import { useCallback, useEffect, useState } from 'react';
import type { CartStore } from '../cart-store/cart-store';

/** The coupon bar shows for 5 s after a code is added or has failed. */
export const couponBarShownMs = 5000;

export interface CouponBarState {
  code: string;
  message: string;
  success: boolean;
}

/** The coupon bar (a code, and whether it is active): the last code added or failed, until 5 s have passed or it is closed. */
export function useCouponBar(store: CartStore): { bar: CouponBarState | null; close: () => void } {
  const [bar, setBar] = useState<CouponBarState | null>(null);

  useEffect(() => {
    const subscription = store.actions$.subscribe((action) => {
      // A code taken away on purpose shows in the cart itself; the bar is for codes added, and for failures.
      if (action.type !== 'coupon-code' || (action.operation === 'remove' && action.success)) return;
      setBar({ code: action.code, message: action.message, success: action.success });
    });
    return () => subscription.unsubscribe();
  }, [store]);

  useEffect(() => {
    if (!bar) return;
    const timer = setTimeout(() => setBar(null), couponBarShownMs);
    return () => clearTimeout(timer);
  }, [bar]);

  return { bar, close: useCallback(() => setBar(null), []) };
}
