import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { usePhrase } from '@storefront/platform';
import './fields.css';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  required?: boolean;
  /** Show "required" for an unticked required box even before the shopper touched it. */
  showErrors?: boolean;
  serverError?: string | undefined;
  disabled?: boolean;
}

/** A labelled checkbox; a required one says so once touched or when the form asks. */
export function CheckboxField({ label, checked, onCheckedChange, required, showErrors, serverError, disabled }: CheckboxFieldProps) {
  const t = usePhrase();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const [missing, setMissing] = useState(false);
  useLayoutEffect(() => setMissing(input.current?.validity.valueMissing ?? false));
  const message = serverError ?? ((touched || showErrors) && missing ? t('/AccountBox/Field/Required') : null);
  const errorId = `${id}-error`;
  return (
    <div className="a_Checkbox" data-invalid={message ? true : undefined}>
      <input
        ref={input}
        id={id}
        type="checkbox"
        className="a_Checkbox__input"
        checked={checked}
        required={required}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => {
          setTouched(true);
          onCheckedChange(event.target.checked);
        }}
      />
      <label className="a_Checkbox__label" htmlFor={id}>
        {label}
      </label>
      {message && (
        <p id={errorId} className="a_Field__error a_Checkbox__error">
          {message}
        </p>
      )}
    </div>
  );
}
