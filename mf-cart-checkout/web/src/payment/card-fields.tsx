import { usePhrase } from '@storefront/platform';
import { TextField } from '../checkout-form/text-field';
import { useFieldError } from '../checkout-form/use-field-error';
import type { CardInput } from './tokenize-card';

interface CardFieldsProps {
  card: CardInput;
  onChange(card: CardInput): void;
}

/** The card as the browser can fill it in (cc-* autocomplete); it stays in the page until the provider tokenizes it. */
export function CardFields({ card, onChange }: CardFieldsProps) {
  const t = usePhrase();
  const cardError = useFieldError('payment.card');
  const set = (part: keyof CardInput) => (value: string) => onChange({ ...card, [part]: value });
  return (
    <div className="k_CardFields">
      <TextField
        className="k_CardFields__number"
        label={t('/Checkout/Card/Number')}
        autoComplete="cc-number"
        inputMode="numeric"
        pattern="[0-9 ]{12,23}"
        maxLength={23}
        required
        value={card.number}
        onValueChange={set('number')}
        error={cardError}
      />
      <TextField
        label={t('/Checkout/Card/ExpiryMonth')}
        autoComplete="cc-exp-month"
        inputMode="numeric"
        pattern="0?[1-9]|1[0-2]"
        maxLength={2}
        placeholder="MM"
        required
        value={card.expiryMonth}
        onValueChange={set('expiryMonth')}
      />
      <TextField
        label={t('/Checkout/Card/ExpiryYear')}
        autoComplete="cc-exp-year"
        inputMode="numeric"
        pattern="[0-9]{2}([0-9]{2})?"
        maxLength={4}
        placeholder="YY"
        required
        value={card.expiryYear}
        onValueChange={set('expiryYear')}
      />
      <TextField
        label={t('/Checkout/Card/Cvc')}
        autoComplete="cc-csc"
        inputMode="numeric"
        pattern="[0-9]{3,4}"
        maxLength={4}
        required
        value={card.cvc}
        onValueChange={set('cvc')}
        hint={t('/Checkout/Card/CvcHint')}
      />
      <TextField
        className="k_CardFields__holder"
        label={t('/Checkout/Card/HolderName')}
        autoComplete="cc-name"
        required
        value={card.holderName}
        onValueChange={set('holderName')}
      />
    </div>
  );
}
