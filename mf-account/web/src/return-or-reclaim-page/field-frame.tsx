import type { ReactNode } from 'react';
import '../forms/fields.css';

export interface FieldFrameProps {
  /** The id of the control in `children`, which the label names. */
  htmlFor: string;
  label: ReactNode;
  /** What is wrong with the control, under it; the control points at `errorId` with aria-describedby. */
  error?: ReactNode;
  errorId?: string;
  children: ReactNode;
}

/** The frame of a field whose control is written out by hand (a select, a textarea): its label above, its error below. */
export function FieldFrame({ htmlFor, label, error, errorId, children }: FieldFrameProps) {
  return (
    <div className="a_Field">
      <label className="a_Field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error && (
        <p className="a_Field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
