import { useId, useState, type KeyboardEvent } from 'react';
import { usePhrase } from '@storefront/platform';
import './quantity-control.css';

interface QuantityControlProps {
  value: number;
  max: number;
  /** The product, for the buttons' names. */
  productName: string;
  /** An element naming the product: the input is named "Quantity" plus it. */
  productNameId: string;
  /** The last change of this line failed: the control is invalid and shows the server's value. */
  hasFailed: boolean;
  onChange: (quantity: number) => void;
}

const wholeNumber = /^\d+$/;

/**
 * The cart line's quantity: − and + step by one, typing is committed on Enter or when leaving the field, capped at
 * `max`. What cannot be a quantity marks the control invalid and goes back to the cart's value.
 */
export function QuantityControl({ value, max, productName, productNameId, hasFailed, onChange }: QuantityControlProps) {
  const t = usePhrase();
  const inputId = useId();
  const labelId = useId();
  const messageId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [isTypoed, setTypoed] = useState(false);
  const isMaxReached = value >= max;
  const canDecrease = value > 1;

  function commit(raw: string): void {
    setDraft(null);
    if (!wholeNumber.test(raw.trim())) {
      setTypoed(true);
      return;
    }
    setTypoed(false);
    const quantity = Math.min(Number(raw), max);
    if (quantity !== value) onChange(quantity);
  }

  function step(quantity: number, isAllowed: boolean): void {
    if (!isAllowed) return;
    setDraft(null);
    setTypoed(false);
    onChange(quantity);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(draft ?? String(value));
  }

  const isInvalid = hasFailed || isTypoed;
  const problem = hasFailed ? t('/Cart/Quantity/UpdateFailed') : isTypoed ? t('/Cart/Quantity/Invalid', { max }) : '';

  return (
    <div className="k_QuantityControl">
      <label id={labelId} className="k_QuantityControl__label" htmlFor={inputId}>
        {t('/Cart/Quantity')}
      </label>
      <div className="k_QuantityControl__controls" data-invalid={isInvalid || undefined}>
        {/* aria-disabled rather than disabled: the button keeps focus when it reaches its end. */}
        <button
          type="button"
          className="k_QuantityControl__step"
          aria-label={t('/Cart/Quantity/Decrease', { name: productName })}
          aria-controls={inputId}
          aria-disabled={!canDecrease}
          onClick={() => step(value - 1, canDecrease)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="k_QuantityControl__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          aria-labelledby={`${labelId} ${productNameId}`}
          aria-invalid={isInvalid}
          aria-describedby={messageId}
          value={draft ?? String(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            setTypoed(false);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            if (draft !== null) commit(draft);
          }}
        />
        <button
          type="button"
          className="k_QuantityControl__step"
          aria-label={t('/Cart/Quantity/Increase', { name: productName })}
          aria-controls={inputId}
          aria-disabled={isMaxReached}
          onClick={() => step(value + 1, !isMaxReached)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <div id={messageId}>
        {/* The cart's announcer already says a change failed; only the maximum is announced here. */}
        {problem && <p className="k_QuantityControl__message k_QuantityControl__message--problem">{problem}</p>}
        <p className="k_QuantityControl__message" aria-live="polite">
          {isMaxReached ? t('/Cart/Quantity/MaxReached', { max }) : ''}
        </p>
      </div>
    </div>
  );
}
