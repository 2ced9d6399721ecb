import { usePhrase, type MarketCode } from '@storefront/platform';
import type { Address } from '../../../contract/checkout-form';
import { TextField } from './text-field';
import { useFieldError } from './use-field-error';

interface AddressFieldsProps {
  address: Address;
  onChange(address: Address): void;
  /** The autocomplete section: 'billing' or 'shipping', so the browser fills each from the right address. */
  section: 'billing' | 'shipping';
  /** The form path of the address, for field errors: 'customerInfo.billingAddress'. */
  errorPath: string;
}

// Postal codes with letters or a dash (NL '1234 AB', PL '00-950') keep the full keyboard.
const numericPostalCodeMarkets: readonly MarketCode[] = ['SE', 'NO', 'FI', 'DK', 'DE', 'AT'];

export function AddressFields({ address, onChange, section, errorPath }: AddressFieldsProps) {
  const t = usePhrase();
  const name = (part: keyof Address) => `${errorPath}.${part}`;
  const set = (part: keyof Omit<Address, 'countryCode'>) => (value: string) => onChange({ ...address, [part]: value });
  const errors = {
    firstName: useFieldError(name('firstName')),
    lastName: useFieldError(name('lastName')),
    careOf: useFieldError(name('careOf')),
    street: useFieldError(name('street')),
    postalCode: useFieldError(name('postalCode')),
    city: useFieldError(name('city')),
  };
  return (
    <div className="k_AddressFields">
      <TextField name={name('firstName')} label={t('/Checkout/Address/FirstName')} autoComplete={`${section} given-name`} required maxLength={100} value={address.firstName} onValueChange={set('firstName')} error={errors.firstName} />
      <TextField name={name('lastName')} label={t('/Checkout/Address/LastName')} autoComplete={`${section} family-name`} required maxLength={100} value={address.lastName} onValueChange={set('lastName')} error={errors.lastName} />
      <TextField
        className="k_AddressFields__wide"
        name={name('careOf')}
        label={t('/Checkout/Address/CareOf')}
        autoComplete={`${section} address-line2`}
        maxLength={100}
        value={address.careOf ?? ''}
        onValueChange={set('careOf')}
        error={errors.careOf}
      />
      <TextField
        className="k_AddressFields__wide"
        name={name('street')}
        label={t('/Checkout/Address/Street')}
        autoComplete={`${section} address-line1`}
        required
        maxLength={100}
        value={address.street}
        onValueChange={set('street')}
        error={errors.street}
      />
      <TextField
        name={name('postalCode')}
        label={t('/Checkout/Address/PostalCode')}
        autoComplete={`${section} postal-code`}
        inputMode={numericPostalCodeMarkets.includes(address.countryCode) ? 'numeric' : 'text'}
        required
        maxLength={12}
        value={address.postalCode}
        onValueChange={set('postalCode')}
        error={errors.postalCode}
      />
      <TextField name={name('city')} label={t('/Checkout/Address/City')} autoComplete={`${section} address-level2`} required maxLength={100} value={address.city} onValueChange={set('city')} error={errors.city} />
    </div>
  );
}
