import { useId, type ComponentPropsWithoutRef } from 'react';
import './fields.css';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** The server's or the form's problem with the value, shown under the field. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input with its hint and error tied to it (aria-describedby), invalid while it has an error. */
export function TextField({ label, value, onValueChange, error, hint, className, required, ...inputProps }: TextFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={['k_Field', className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label className="k_Field__label" htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...inputProps}
        id={inputId}
        className="k_Field__input"
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="k_Field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="k_Field__error">
          {error}
        </p>
      )}
    </div>
  );
}
