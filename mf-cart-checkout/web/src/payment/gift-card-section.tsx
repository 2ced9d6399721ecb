import { formatPrice, isHttpError, useCulture, usePhrase } from '@storefront/platform';
import { serverMessageOf } from '../checkout-store/server-message';
import { useCheckoutEnvironment } from '../checkout-store/checkout-environment';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CheckoutSection } from '../checkout-form/checkout-section';
import { CodeEntry } from '../checkout-form/code-entry';
import { getGiftCard } from './get-gift-card';
import { maskedCode } from './masked-code';

/** Gift cards pay first, in the order entered: each is checked (balance, usable) before it goes into payment.giftCardCodes. */
export function GiftCardSection() {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useCheckoutEnvironment();
  const store = useCheckoutStore();
  const { checkout } = useCheckout();
  const { payment } = checkout.form;

  async function addGiftCard(code: string): Promise<string> {
    if (payment.giftCardCodes.includes(code)) throw new Error(t('/Checkout/GiftCard/AlreadyAdded'));
    let balance;
    try {
      balance = await getGiftCard(http, code);
    } catch (error) {
      // 400: not even shaped like a gift card code.
      const isUnknown = isHttpError(error) && (error.status === 404 || error.status === 400);
      throw new Error(serverMessageOf(error) ?? t(isUnknown ? '/Checkout/GiftCard/Unknown' : '/Checkout/GiftCard/CheckFailed'));
    }
    if (!balance.isUsable || balance.balance.amount <= 0) throw new Error(t('/Checkout/GiftCard/NotUsable'));
    const current = store.getState().checkout.form.payment;
    void store.change({ payment: { ...current, giftCardCodes: [...current.giftCardCodes, code] } });
    return t('/Checkout/GiftCard/Added', { balance: formatPrice(balance.balance, culture) });
  }

  function remove(code: string): void {
    const current = store.getState().checkout.form.payment;
    void store.change({ payment: { ...current, giftCardCodes: current.giftCardCodes.filter((added) => added !== code) } });
  }

  return (
    <CheckoutSection title={t('/Checkout/GiftCard/Heading')}>
      <CodeEntry label={t('/Checkout/GiftCard/Code')} buttonText={t('/Checkout/GiftCard/Use')} onSubmit={addGiftCard} />
      {payment.giftCardCodes.length > 0 && (
        <ul className="k_AppliedCodes" aria-label={t('/Checkout/GiftCard/List')}>
          {payment.giftCardCodes.map((code) => {
            const use = checkout.giftCards.find((card) => card.code === code);
            return (
              <li key={code} className="k_AppliedCodes__item">
                <span className="k_AppliedCodes__code">{maskedCode(code)}</span>
                {use && (
                  <span className="k_AppliedCodes__detail">
                    {t('/Checkout/GiftCard/Pays', {
                      amount: formatPrice(use.amountUsed, culture),
                      left: formatPrice(use.balanceAfter, culture),
                    })}
                  </span>
                )}
                <button type="button" className="k_LinkButton" onClick={() => remove(code)}>
                  {t('/Checkout/GiftCard/Remove')}
                  <span className="p_visually-hidden"> {maskedCode(code)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </CheckoutSection>
  );
}
