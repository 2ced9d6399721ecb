import { useRef, useState } from 'react';
import { useAppShellData, usePhrase } from '@storefront/platform';
import { TextField, type TextFieldProps } from '../forms/text-field';
import { suggestEmail } from './email-suggestion';
import './email-field.css';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'below'>;

/**
 * An e-mail input with the "did you mean" suggestion: once the shopper has left the field, a likely
 * typo in a common mail provider's domain is pointed out with a button that puts the fix in.
 */
export function EmailField(props: EmailFieldProps) {
  const t = usePhrase();
  const knownDomains = useAppShellData()?.siteSettings.emailSuggestionDomains ?? [];
  const input = useRef<HTMLInputElement | null>(null);
  const [left, setLeft] = useState(false);
  const suggestion = left ? suggestEmail(props.value, knownDomains) : null;
  const { inputRef } = props;

  return (
    <TextField
      {...props}
      type="email"
      autoComplete={props.autoComplete ?? 'email'}
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      inputRef={(element) => {
        input.current = element;
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element;
      }}
      onBlur={(event) => {
        setLeft(true);
        props.onBlur?.(event);
      }}
      below={
        <div className="a_EmailSuggestion" aria-live="polite">
          {suggestion && (
            <p className="a_EmailSuggestion__text">
              {t('/AccountBox/EmailSuggestion/Question', { email: suggestion })}{' '}
              <button
                type="button"
                className="a_EmailSuggestion__apply"
                onClick={() => {
                  props.onValueChange(suggestion);
                  input.current?.focus();
                }}
              >
                {t('/AccountBox/EmailSuggestion/Apply', { email: suggestion })}
              </button>
            </p>
          )}
        </div>
      }
    />
  );
}
