import { useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CheckoutSection } from './checkout-section';
import { TextField } from './text-field';
import { useFieldError } from './use-field-error';

/** E-mail, phone and identification number; the number can fill in the address (setAddressByPersonalNumber). */
export function ContactSection() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const { checkout } = useCheckout();
  const { orderer, customerInfo, selectedPaymentMethodId } = checkout.form;
  const [fetchProblem, setFetchProblem] = useState<string | undefined>();
  const identificationNumber = orderer.identificationNumber ?? customerInfo.identificationNumber ?? '';
  const emailError = useFieldError('orderer.email', 'customerInfo.email');
  const phoneError = useFieldError('customerInfo.phoneNumber');
  const idError = useFieldError('orderer.identificationNumber', 'customerInfo.identificationNumber');

  const setEmail = (email: string) => store.change({ orderer: { ...orderer, email }, customerInfo: { ...customerInfo, email } });
  const setIdentificationNumber = (number: string) =>
    store.change({ orderer: { ...orderer, identificationNumber: number }, customerInfo: { ...customerInfo, identificationNumber: number } });

  async function fetchAddress(): Promise<void> {
    setFetchProblem(undefined);
    if (identificationNumber.trim() === '') {
      setFetchProblem(t('/Checkout/Contact/IdentificationNumberMissing'));
      throw new Error('No identification number');
    }
    // A failed update is the page's alert to show.
    await store.fetchAddress(identificationNumber.trim());
    const { validationResult, updateResult } = store.getState();
    // The server's word on the number shows at the field (it was left for the button); a refusal without one here.
    if (validationResult?.fieldErrors?.['orderer.identificationNumber']) throw new Error('No address for the number');
    if (updateResult?.success === false) {
      setFetchProblem(updateResult.message ?? t('/Checkout/Contact/AddressNotFound'));
      throw new Error('No address for the number');
    }
  }

  return (
    <CheckoutSection title={t('/Checkout/Contact/Heading')}>
      <TextField
        label={t('/Checkout/Contact/Email')}
        name="customerInfo.email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
        value={customerInfo.email || orderer.email}
        onValueChange={(email) => void setEmail(email)}
        error={emailError}
        hint={t('/Checkout/Contact/EmailHint')}
      />
      <TextField
        label={t('/Checkout/Contact/Phone')}
        name="customerInfo.phoneNumber"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        required
        value={customerInfo.phoneNumber}
        onValueChange={(phoneNumber) => void store.change({ customerInfo: { ...customerInfo, phoneNumber } })}
        error={phoneError}
      />
      <div className="k_Field__withAction">
        <TextField
          label={t('/Checkout/Contact/IdentificationNumber')}
          name="orderer.identificationNumber"
          autoComplete="off"
          inputMode="numeric"
          maxLength={20}
          required={selectedPaymentMethodId === 'invoice'}
          value={identificationNumber}
          onValueChange={(number) => {
            setFetchProblem(undefined);
            void setIdentificationNumber(number);
          }}
          error={idError ?? fetchProblem}
          hint={t('/Checkout/Contact/IdentificationNumberHint')}
        />
        <Button variant="secondary" onClick={fetchAddress}>
          {t('/Checkout/Contact/FetchAddress')}
        </Button>
      </div>
    </CheckoutSection>
  );
}
