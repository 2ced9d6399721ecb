import { useId, useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { FormAlert } from '../forms/form-alert';
import { refusalOf } from '../forms/refusal';
import { useFocusRequest } from './use-focus-request';
import './confirmed-delete.css';

/** Phrase keys: the button, the question it asks once more, its yes. */
export interface DeleteTexts {
  delete: string;
  confirm: string;
}

/**
 * "Delete" that asks once more ("Delete this comment?" with "Yes, delete" and "Cancel", the keyboard on the yes; Cancel
 * gives it back to Delete). A press while it is on its way does nothing; a refusal is said beside it.
 */
export function ConfirmedDelete({ texts, describedBy, onDelete }: { texts: DeleteTexts; describedBy?: string; onDelete(): Promise<void> }) {
  const t = usePhrase();
  const questionId = useId();
  const focus = useFocusRequest();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  const ask = (asking: boolean) => {
    setConfirming(asking);
    focus.focusOn(asking ? 'yes' : 'delete');
  };
  async function remove(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setAlert('');
    try {
      await onDelete();
    } catch (error) {
      setAlert(refusalOf(error, t).message);
      setBusy(false);
    }
  }

  return (
    <div className="o_ConfirmedDelete">
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className="o_ConfirmedDelete__question">
          <span id={questionId}>{t(texts.confirm)}</span>{' '}
          <Button ref={focus.refFor('yes')} variant="secondary" aria-describedby={describedBy} onClick={() => void remove()}>
            {t('/Social/Delete/Yes')}
          </Button>{' '}
          <Button variant="ghost" onClick={() => ask(false)}>
            {t('/Social/Delete/Cancel')}
          </Button>
        </div>
      ) : (
        <Button ref={focus.refFor('delete')} variant="ghost" aria-describedby={describedBy} onClick={() => ask(true)}>
          {t(texts.delete)}
        </Button>
      )}
      <FormAlert text={alert} />
    </div>
  );
}
