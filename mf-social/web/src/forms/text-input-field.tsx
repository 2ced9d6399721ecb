import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './field';

export interface TextInputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  hint?: ReactNode;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** The dialog's focus starts here. */
  autofocus?: boolean;
}

/** A one-line text with its label, hint and error. */
export function TextInputField({ label, value, onValueChange, hint, error, inputRef, autofocus, ...inputProps }: TextInputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          ref={inputRef}
          type="text"
          className="o_Field__control"
          value={value}
          data-autofocus={autofocus || undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
