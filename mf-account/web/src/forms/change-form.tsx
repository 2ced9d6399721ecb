import type { ReactNode, RefObject } from 'react';
import { Button, FormNeedsScript } from '@storefront/platform';
import { FormMessages } from './form-messages';
import type { ChangeFormState } from './use-change-form';

export interface ChangeFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  state: ChangeFormState;
  onSubmit(): void;
  submitText: string;
  /** Beside the submit button (a dialog's cancel). */
  otherActions?: ReactNode;
  actionsClassName?: string;
  children: ReactNode;
}

/** A form of my pages that asks the server for a change: its fields, what came of the last try, and the submit button. */
export function ChangeForm({ formRef, state, onSubmit, submitText, otherActions, actionsClassName, children }: ChangeFormProps) {
  return (
    <form
      ref={formRef}
      className="a_Form"
      noValidate
      aria-busy={state.isSending}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormNeedsScript />
      {children}
      <FormMessages success={state.success} error={state.error} />
      <div className={actionsClassName}>
        <Button type="submit">{submitText}</Button>
        {otherActions}
      </div>
    </form>
  );
}
