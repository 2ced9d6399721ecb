import type { CompletePurchaseResponse } from '../../../contract/payment';

export type PaymentPostData = NonNullable<CompletePurchaseResponse['paymentPostData']>;

/** Leaves for the payment provider by posting a real form (a 3-D Secure style hand-over cannot be a fetch). */
export function submitPaymentForm(postData: PaymentPostData, encoding: string = 'application/x-www-form-urlencoded', doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = postData.action;
  form.enctype = encoding;
  form.hidden = true;
  for (const [name, value] of Object.entries(postData.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
