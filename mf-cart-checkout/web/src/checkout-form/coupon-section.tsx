import { usePhrase } from '@storefront/platform';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CheckoutSection } from './checkout-section';
import { CodeEntry } from './code-entry';

/** Coupon codes: added and removed through the update's cart.addedCodes and cart.removedCodes. */
export function CouponSection() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const { cart } = useCheckout();

  async function addCode(code: string): Promise<string> {
    try {
      await store.addCouponCode(code);
    } catch {
      throw new Error(t('/Checkout/Coupon/Failed'));
    }
    const { cart: answered, updateResult } = store.getState();
    const isApplied = answered.appliedCouponCodes.some((applied) => applied.toUpperCase() === code.toUpperCase());
    if (!isApplied) throw new Error(updateResult?.message ?? t('/Checkout/Coupon/NotApplied'));
    return t('/Checkout/Coupon/Applied', { code });
  }

  return (
    <CheckoutSection title={t('/Checkout/Coupon/Heading')}>
      {cart.couponCodesDisabledMessage ? (
        <p className="k_CheckoutSection__note">{cart.couponCodesDisabledMessage}</p>
      ) : (
        <CodeEntry label={t('/Checkout/Coupon/Code')} buttonText={t('/Checkout/Coupon/Add')} maxLength={50} onSubmit={addCode} />
      )}
      {cart.appliedCouponCodes.length > 0 && (
        <ul className="k_AppliedCodes" aria-label={t('/Checkout/Coupon/AppliedList')}>
          {cart.appliedCouponCodes.map((code) => (
            <li key={code} className="k_AppliedCodes__item">
              <span className="k_AppliedCodes__code">{code}</span>
              <button type="button" className="k_LinkButton" onClick={() => void store.removeCouponCode(code)}>
                {t('/Checkout/Coupon/Remove')}
                <span className="p_visually-hidden"> {code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </CheckoutSection>
  );
}
