import type { Ref } from 'react';
import { usePhrase } from '@storefront/platform';
import { Field } from './field';
import { useSettledValue } from './use-settled-value';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  max: number;
  error?: string | undefined;
  required?: boolean;
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A text to write, with its character count under it. The count shows at every key; a screen reader hears it once
 * typing pauses, not at every key.
 */
export function TextAreaField({ label, value, onValueChange, max, error, required, rows = 5, textAreaRef }: TextAreaFieldProps) {
  const t = usePhrase();
  const count = (length: number) => t('/Social/Form/Characters', { count: length, max });
  const settledCount = useSettledValue(value.length);
  return (
    <Field
      label={label}
      error={error}
      below={
        <>
          <p className="o_Field__count" aria-hidden="true">
            {count(value.length)}
          </p>
          <p className="p_visually-hidden" aria-live="polite">
            {count(settledCount)}
          </p>
        </>
      }
    >
      {(control) => (
        <textarea
          {...control}
          ref={textAreaRef}
          className="o_Field__control o_Field__textarea"
          value={value}
          rows={rows}
          maxLength={max}
          required={required}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
