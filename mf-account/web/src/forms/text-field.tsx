import { useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { usePhrase } from '@storefront/platform';
import { fieldProblemOf, type FieldProblem } from './field-problem';
import './fields.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'minLength'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  /** A message from the server about this field; shown until the value changes. */
  serverError?: string | undefined;
  /** A rule the browser does not check (passwords that differ): the field is invalid while it is set. */
  customError?: string | null | undefined;
  /** Checked by the field itself: the browser checks `minlength` only after typing, not on a prefilled value. */
  minLength?: number | undefined;
  /** Show what is wrong even before the shopper edited the field (after a submit attempt). */
  showErrors?: boolean | undefined;
  hint?: ReactNode;
  /** Next to the input (the show-password toggle). */
  addon?: ReactNode;
  /** Below the input (the e-mail suggestion). */
  below?: ReactNode;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Called when the shopper leaves the field after editing it. */
  onEdited?: (() => void) | undefined;
}

/**
 * A labelled input that says what is wrong with it: after the shopper edited it (changed and left it),
 * or when the form asks (`showErrors`). Messages are tied to the input with aria-describedby and aria-invalid.
 */
export function TextField({
  label,
  value,
  onValueChange,
  serverError,
  customError,
  minLength,
  showErrors = false,
  hint,
  addon,
  below,
  inputRef,
  onEdited,
  className,
  id: givenId,
  required,
  onBlur,
  ...inputProps
}: TextFieldProps) {
  const t = usePhrase();
  const ownId = useId();
  const id = givenId ?? ownId;
  const input = useRef<HTMLInputElement | null>(null);
  const [dirty, setDirty] = useState(false);
  const [edited, setEdited] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [serverErrorShown, setServerErrorShown] = useState(serverError);
  const [lastServerError, setLastServerError] = useState(serverError);
  if (serverError !== lastServerError) {
    setLastServerError(serverError);
    setServerErrorShown(serverError);
  }

  const ownRule =
    customError ||
    (required && value !== '' && value.trim() === '' ? t('/AccountBox/Field/Required') : null) ||
    (minLength && value.length > 0 && value.length < minLength ? t('/AccountBox/Field/TooShort', { min: minLength }) : null);

  // The browser's validity must know the field's own rules before anyone checks the form.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setCustomValidity(ownRule || '');
    const next = fieldProblemOf(element, t);
    setProblem((previous) => (previous?.message === next?.message && previous?.hint === next?.hint ? previous : next));
  });

  const shown: FieldProblem | null = serverErrorShown ? { message: serverErrorShown } : edited || showErrors ? problem : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, shown ? errorId : null].filter(Boolean).join(' ') || undefined;

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element;
  };

  return (
    <div className={['a_Field', className].filter(Boolean).join(' ')} data-invalid={shown ? true : undefined}>
      <label className="a_Field__label" htmlFor={id}>
        {label}
      </label>
      <div className="a_Field__control">
        <input
          {...inputProps}
          ref={setRefs}
          id={id}
          className="a_Field__input"
          value={value}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDirty(true);
            setServerErrorShown(undefined);
            onValueChange(event.target.value);
          }}
          onBlur={(event) => {
            if (dirty && !edited) {
              setEdited(true);
              onEdited?.();
            }
            onBlur?.(event);
          }}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="a_Field__hint">
          {hint}
        </p>
      )}
      {shown && (
        <p id={errorId} className="a_Field__error">
          {shown.message}
          {shown.hint && <span className="a_Field__errorHint"> {shown.hint}</span>}
        </p>
      )}
      {below}
    </div>
  );
}
