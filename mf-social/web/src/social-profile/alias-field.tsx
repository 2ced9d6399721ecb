import type { Ref } from 'react';
import { usePhrase } from '@storefront/platform';
import { TextInputField } from '../forms/text-input-field';
import { maxAliasLength } from '../social-rules/social-rules';

/** The alias a member is known by, with the pattern it must follow as its hint: in onboarding and on their profile. */
export function AliasField({
  value,
  onValueChange,
  error,
  inputRef,
}: {
  value: string;
  onValueChange(value: string): void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const t = usePhrase();
  return (
    <TextInputField
      label={t('/Social/Onboarding/Alias')}
      hint={t('/Social/Onboarding/AliasHint', { max: maxAliasLength })}
      value={value}
      onValueChange={onValueChange}
      error={error}
      maxLength={maxAliasLength}
      autoCapitalize="none"
      autoComplete="off"
      spellCheck={false}
      required
      inputRef={inputRef}
    />
  );
}
