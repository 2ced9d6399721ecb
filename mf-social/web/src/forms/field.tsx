import { useId, type ReactNode } from 'react';
import './fields.css';

/** What a field's control carries: its id for the label, its hint and error for screen readers, whether it is wrong. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, shown under it and read with it. */
  error?: string | undefined;
  /** Under the control, read with it too (the character count). */
  below?: ReactNode;
  children(control: ControlProps): ReactNode;
}

/** A labelled control with its hint and its error. */
export function Field({ label, hint, error, below, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const belowId = `${id}-below`;
  const describedBy = [hint ? hintId : null, below ? belowId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="o_Field" data-invalid={error ? true : undefined}>
      <label className="o_Field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="o_Field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {below && (
        <div id={belowId} className="o_Field__below">
          {below}
        </div>
      )}
      {error && (
        <p id={errorId} className="o_Field__error">
          {error}
        </p>
      )}
    </div>
  );
}
