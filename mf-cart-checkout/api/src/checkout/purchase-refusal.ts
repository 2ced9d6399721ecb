import type { CheckoutValidationResult } from '../../../contract/checkout';

/** A purchase that cannot go through for a reason the shopper can act on; thrown to roll the order back. */
export class PurchaseRefusal extends Error {
  constructor(readonly validationResult: CheckoutValidationResult) {
    super(validationResult.errorMessage ?? validationResult.paymentErrorMessage ?? 'purchase refused');
    this.name = 'PurchaseRefusal';
  }
}

export const refusedWith = (errorMessage: string) => new PurchaseRefusal({ success: false, errorMessage });
