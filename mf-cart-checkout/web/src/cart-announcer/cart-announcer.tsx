import { useEffect, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useObservable, usePhrase } from '@storefront/platform';
import { itemCountOf } from '../cart-store/item-count';
import { useCartStore } from '../use-cart';

// The mini cart and the cart page both render an announcer; only the first mounted one speaks, so nothing is said twice.
const announcers = new BehaviorSubject<readonly symbol[]>([]);

/**
 * Live regions that tell screen reader users what became of a cart change. Additions are left to the
 * mini cart's "Added to cart" toast, which is a live region itself.
 */
export function CartAnnouncer() {
  const t = usePhrase();
  const store = useCartStore();
  const [me] = useState(() => Symbol('cart-announcer'));
  const speaking = useObservable(announcers, announcers.getValue())[0] === me;
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');

  useEffect(() => {
    announcers.next([...announcers.getValue(), me]);
    return () => announcers.next(announcers.getValue().filter((announcer) => announcer !== me));
  }, [me]);

  useEffect(() => {
    if (!speaking) return;
    const subscription = store.actions$.subscribe((action) => {
      if (action.type === 'updated' && action.addedCodes.length === 0) {
        setAlert('');
        setStatus(t('/Cart/Announce/Updated', { count: itemCountOf(action.cart) }));
      } else if (action.type === 'update-failed' && action.addedCodes.length === 0) {
        setStatus('');
        setAlert(t('/Cart/Announce/UpdateFailed'));
      }
    });
    return () => subscription.unsubscribe();
  }, [speaking, store, t]);

  if (!speaking) return null;
  return (
    <div className="p_visually-hidden">
      <p role="status">{status}</p>
      <p role="alert">{alert}</p>
    </div>
  );
}
