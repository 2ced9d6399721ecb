import { useEffect, useState } from 'react';
import { usePhrase, type ToastAction } from '@storefront/platform';
import type { CartStore } from '../cart-store/cart-store';

export interface CartToast {
  isOpen: boolean;
  message: string;
  actions: ToastAction[];
  close: () => void;
}

/**
 * What became of an addition from another team's add-to-cart button: "Added to cart" with a way to the cart,
 * or why it did not happen.
 */
export function useCartToast(store: CartStore, showCart: () => void): CartToast {
  const t = usePhrase();
  const [toast, setToast] = useState<{ message: string; actions: ToastAction[] }>({ message: '', actions: [] });
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const show = (message: string, actions: ToastAction[] = []) => {
      setToast({ message, actions });
      setOpen(true);
    };
    const subscription = store.actions$.subscribe((action) => {
      if (action.type === 'updated' && action.addedCodes.length > 0) {
        show(t('/Cart/Added'), [{ label: t('/Cart/ShowCart'), onClick: showCart }]);
      } else if (action.type === 'update-failed' && action.addedCodes.length > 0) {
        show(t('/Cart/AddFailed'));
      } else if (action.type === 'invalid-quantity') {
        show(t('/Cart/Quantity/MaxReached', { max: action.max }));
      }
    });
    return () => subscription.unsubscribe();
  }, [store, showCart, t]);

  return { isOpen, ...toast, close: () => setOpen(false) };
}
