import type { HttpClient } from '@storefront/platform';
import type { CardPaymentDetails, CheckoutForm } from '../../../contract/checkout-form';
import type { CompletePurchaseResponse } from '../../../contract/payment';
import { noCartDiff, type CheckoutView } from '../checkout-store/checkout-changes';
import { fieldMessageOf, serverMessageOf } from '../checkout-store/server-message';
import { postCompletePurchase } from './complete-purchase-request';
import { PurchaseFailedError } from './finish-purchase';
import { tokenizeCard, type CardInput } from './tokenize-card';

export interface PurchaseInput {
  /** The card as typed; needed when paying by card. */
  card?: CardInput;
}

/** The card is paid with when it is the chosen method and gift cards leave something to pay. */
export const paysByCard = ({ checkout }: CheckoutView): boolean =>
  checkout.form.selectedPaymentMethodId === 'card' && checkout.summary.toPay.amount > 0;

async function cardFor(http: Pick<HttpClient, 'post'>, card: CardInput | undefined): Promise<CardPaymentDetails> {
  if (!card) throw new PurchaseFailedError();
  try {
    const { token } = await tokenizeCard(http, card);
    return { token };
  } catch (error) {
    throw new PurchaseFailedError(fieldMessageOf(error) ?? serverMessageOf(error), undefined, { cause: error });
  }
}

/** Tokenizes the card first when paying by card (only the token goes into the form), then posts the whole form. */
export async function startPurchase(
  http: Pick<HttpClient, 'post'>,
  view: CheckoutView,
  input: PurchaseInput,
): Promise<CompletePurchaseResponse> {
  const { form } = view.checkout;
  const card = paysByCard(view) ? await cardFor(http, input.card) : undefined;
  const { setAddressByPersonalNumber: _fetchAddress, ...fields } = form;
  const purchaseForm: CheckoutForm = {
    ...fields,
    cart: noCartDiff(),
    payment: { giftCardCodes: form.payment.giftCardCodes, ...(card && { card }) },
  };
  try {
    return await postCompletePurchase(http, purchaseForm);
  } catch (error) {
    throw new PurchaseFailedError(serverMessageOf(error), undefined, { cause: error });
  }
}
