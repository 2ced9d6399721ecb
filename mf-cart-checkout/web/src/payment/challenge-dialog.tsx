import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, usePhrase } from '@storefront/platform';
import type { ClientPaymentAction } from '../../../contract/payment';
import './challenge-dialog.css';

interface ChallengeDialogProps {
  action: ClientPaymentAction | null;
  onSubmit(code: string): void;
  /** Closing without a code: the payment is abandoned. */
  onCancel(): void;
}

function ChallengeForm({ action, onSubmit }: { action: ClientPaymentAction; onSubmit(code: string): void }) {
  const t = usePhrase();
  const inputId = useId();
  const promptId = `${inputId}-prompt`;
  const [code, setCode] = useState('');
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to the checkout form around it.
    event.stopPropagation();
    onSubmit(code.trim());
  }
  return (
    <form className="k_Challenge" onSubmit={submit}>
      <p id={promptId} className="k_Challenge__prompt">
        {action.prompt}
      </p>
      <label className="k_Field__label" htmlFor={inputId}>
        {t('/Checkout/Challenge/Code')}
      </label>
      <input
        id={inputId}
        className="k_Field__input k_Challenge__input"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        aria-describedby={promptId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit">{t('/Checkout/Challenge/Confirm')}</Button>
    </form>
  );
}

/** The payment action of a needsClientProcessing answer: the bank's code, asked for in a dialog. */
export function ChallengeDialog({ action, onSubmit, onCancel }: ChallengeDialogProps) {
  const t = usePhrase();
  // The last action stays in the dialog while it closes.
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);
  return (
    <Modal isOpen={action !== null} onClose={onCancel} title={t('/Checkout/Challenge/Title')}>
      {shown && <ChallengeForm key={shown.pspReference} action={shown} onSubmit={onSubmit} />}
    </Modal>
  );
}
