import { useId, useState } from 'react';
import { usePhrase } from '@storefront/platform';
import { clampQuantity, quantityInputRange } from './quantity-limit';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const t = usePhrase();
  const id = useId();
  // What the shopper is typing while it is not a number yet (an emptied field); dropped on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const isMaxReached = value >= max;
  const change = (quantity: number) => onChange(clampQuantity(quantity, max));

  const type = (raw: string) => {
    const quantity = Number.parseInt(raw, 10);
    if (Number.isNaN(quantity)) {
      setDraft(raw);
      return;
    }
    setDraft(null);
    change(quantity);
  };

  return (
    <div className="c_QuantityStepper">
      <label className="c_QuantityStepper__label" htmlFor={id}>
        {t('/Catalog/Quantity')}
      </label>
      <div className="c_QuantityStepper__controls">
        <button
          type="button"
          className="c_QuantityStepper__step"
          aria-label={t('/Catalog/Quantity/Decrease')}
          aria-controls={id}
          disabled={value <= quantityInputRange.min}
          onClick={() => change(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="c_QuantityStepper__input"
          type="number"
          inputMode="numeric"
          min={quantityInputRange.min}
          max={max}
          value={draft ?? String(value)}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="c_QuantityStepper__step"
          aria-label={t('/Catalog/Quantity/Increase')}
          aria-controls={id}
          disabled={isMaxReached}
          onClick={() => change(value + 1)}
        >
          +
        </button>
      </div>
      <p className="c_QuantityStepper__message" aria-live="polite">
        {isMaxReached ? t('/Catalog/Quantity/MaxReached', { max }) : ''}
      </p>
    </div>
  );
}
