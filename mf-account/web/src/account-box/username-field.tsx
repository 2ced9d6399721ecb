import { useEffect, useRef } from 'react';
import { usePhrase } from '@storefront/platform';
import { EmailField } from '../email-suggestion/email-field';

export interface UsernameFieldProps {
  email: string;
  onEmailChange(email: string): void;
  showErrors: boolean;
  autofocus: boolean;
  /** The shopper switched here from the other form: focus follows to this field. */
  focusOnMount: boolean;
}

/** The e-mail the shopper logs in with: the login and forgotten-password forms share it, and focus moves between them. */
export function UsernameField({ email, onEmailChange, showErrors, autofocus, focusOnMount }: UsernameFieldProps) {
  const t = usePhrase();
  const input = useRef<HTMLInputElement>(null);
  const focusWhenMounted = useRef(focusOnMount);
  useEffect(() => {
    if (focusWhenMounted.current) input.current?.focus();
  }, []);

  return (
    <EmailField
      label={t('/AccountBox/Email')}
      value={email}
      onValueChange={onEmailChange}
      required
      autoComplete="username"
      showErrors={showErrors}
      inputRef={input}
      data-autofocus={autofocus || undefined}
    />
  );
}
