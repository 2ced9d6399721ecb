import { useContext } from 'react';
import { useCheckout } from '../checkout-store/use-checkout';
import { TouchedFieldsContext } from './touched-fields';

/**
 * The server's problem with a field (validationResult.fieldErrors, keyed by form path): shown once the
 * shopper has edited the field and left it, or has tried to complete the purchase. Several keys: one field that
 * fills two parts of the form.
 */
export function useFieldError(...keys: string[]): string | undefined {
  const { validationResult, purchase } = useCheckout();
  const touched = useContext(TouchedFieldsContext);
  if (!purchase.attempted && !keys.some((key) => touched.has(key))) return undefined;
  const fieldErrors = validationResult?.fieldErrors ?? {};
  return keys.map((key) => fieldErrors[key]).find((message) => !!message);
}
