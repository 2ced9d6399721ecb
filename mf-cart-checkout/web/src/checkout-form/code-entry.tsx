import { useId, useState, type KeyboardEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { notPurchaseField } from './first-problem';

interface CodeEntryProps {
  label: string;
  buttonText: string;
  /** Resolves with the message to show (status); rejects with an Error whose message is the problem (at the field). */
  onSubmit(code: string): Promise<string>;
  autoComplete?: string;
  maxLength?: number;
}

/**
 * A code and its button inside the checkout form: Enter here applies the code instead of submitting the purchase.
 * The outcome shows under the field, as a status or as the field's error.
 */
export function CodeEntry({ label, buttonText, onSubmit, autoComplete = 'off', maxLength }: CodeEntryProps) {
  const t = usePhrase();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(): Promise<void> {
    const entered = code.trim();
    try {
      if (!entered) throw new Error(t('/Checkout/CodeMissing'));
      const message = await onSubmit(entered);
      setCode('');
      setOutcome({ ok: true, message });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit().catch(() => undefined);
  }

  const isInvalid = outcome?.ok === false;
  return (
    <div className="k_CodeEntry">
      <div className="k_Field" data-invalid={isInvalid || undefined}>
        <label className="k_Field__label" htmlFor={inputId}>
          {label}
        </label>
        <div className="k_CodeEntry__row">
          <input
            {...notPurchaseField}
            id={inputId}
            className="k_Field__input"
            autoComplete={autoComplete}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={maxLength}
            value={code}
            aria-invalid={isInvalid || undefined}
            aria-describedby={outcome ? messageId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setOutcome(null);
            }}
            onKeyDown={handleKeyDown}
          />
          <Button variant="secondary" onClick={submit}>
            {buttonText}
          </Button>
        </div>
      </div>
      <p id={messageId} className={isInvalid ? 'k_Field__error' : 'k_CodeEntry__done'} role="status">
        {outcome?.message}
      </p>
    </div>
  );
}
