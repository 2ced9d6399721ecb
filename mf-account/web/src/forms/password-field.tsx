import { useId, useState } from 'react';
import { usePhrase } from '@storefront/platform';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'>;

/** A password input with a show/hide toggle (a pressed button: screen readers hear its state). */
export function PasswordField(props: PasswordFieldProps) {
  const t = usePhrase();
  const ownId = useId();
  const id = props.id ?? ownId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="a_Field__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t('/AccountBox/Password/Show')}
        </button>
      }
    />
  );
}
