import type { CheckoutServices } from '../checkout/checkout-services';

/**
 * Voids card authorizations of orders that were cancelled (after their transaction is committed). The provider's
 * cancel is safe to call twice; one that fails is logged and left to expire with the provider.
 */
export async function voidAuthorizations(services: Pick<CheckoutServices, 'cardPayments' | 'logger'>, pspReferences: readonly string[]): Promise<void> {
  for (const pspReference of pspReferences) {
    try {
      await services.cardPayments.cancel(pspReference);
    } catch (error) {
      services.logger.warn({ pspReference, err: (error as Error).message }, 'could not void a card authorization');
    }
  }
}
