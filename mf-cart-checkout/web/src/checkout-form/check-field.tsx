import { useId, type ReactNode } from 'react';
import './fields.css';

interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  name?: string;
}

/** A checkbox with its label, hint and error. */
export function CheckField({ label, checked, onCheckedChange, required, error, hint, name }: CheckFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="k_Check" data-invalid={error ? true : undefined}>
      <input
        id={inputId}
        className="k_Check__input"
        type="checkbox"
        name={name}
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label className="k_Check__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="k_Check__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="k_Field__error k_Check__error">
          {error}
        </p>
      )}
    </div>
  );
}
