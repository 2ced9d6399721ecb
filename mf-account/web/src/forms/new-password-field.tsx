import { accountRules, usePhrase } from '@storefront/platform';
import { PasswordField, type PasswordFieldProps } from './password-field';

export interface NewPasswordFieldProps
  extends Omit<PasswordFieldProps, 'required' | 'minLength' | 'maxLength' | 'autoComplete' | 'hint'> {
  /** The site's shortest password. */
  minLength: number;
}

/** A password the shopper chooses: required, from the site's minimum to the platform's maximum, the rule said below. */
export function NewPasswordField({ minLength, ...props }: NewPasswordFieldProps) {
  const t = usePhrase();
  return (
    <PasswordField
      {...props}
      required
      minLength={minLength}
      maxLength={accountRules.maxPasswordLength}
      autoComplete="new-password"
      hint={t('/AccountBox/Register/PasswordRule', { min: minLength })}
    />
  );
}
