/** Marks a field that is no part of the purchase (a coupon or gift card being entered): its problems do not stop it. */
export const notPurchaseField = { 'data-not-purchase-field': true } as const;

/** The first field, in page order, that the browser finds invalid or the server marked invalid (aria-invalid). */
export function firstProblemIn(form: HTMLFormElement): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (element.hasAttribute('data-not-purchase-field')) continue;
    if (element.getAttribute('aria-invalid') === 'true' || (element.willValidate && !element.validity.valid)) return element;
  }
  return null;
}
