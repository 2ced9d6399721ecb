import { createPortal } from 'react-dom';
import { usePhrase } from '@storefront/platform';
import { useCartStore } from '../use-cart';
import { useCouponBar } from './use-coupon-bar';
import './coupon-bar.css';

/** The bar at the top of the page that tells what became of a coupon code, from the address or the cart page. */
export function CouponBar() {
  const t = usePhrase();
  const { bar, close } = useCouponBar(useCartStore());
  if (typeof document === 'undefined') return null;

  // The live region stays in the page so the message is announced when it appears.
  return createPortal(
    <div className="k_CouponBar" role="status" aria-live="polite" aria-atomic="true">
      {bar && (
        <div className="k_CouponBar__box" data-success={bar.success}>
          <p className="k_CouponBar__message">{bar.message}</p>
          <button type="button" className="k_CouponBar__close" aria-label={t('/Common/Close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
