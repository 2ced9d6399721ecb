import { useState, type FormEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { SocialAutocompleteResult } from '../../../contract/social-search';
import { useSocialEnvironment } from '../environment/social-environment';
import { TextInputField } from '../forms/text-input-field';
import { socialSearchMaxLength, socialSearchMinLength } from '../social-rules/social-rules';

/**
 * The search page's own field: another text searched opens the page for it, its address carrying the text encrypted
 * (the search URL social autocomplete answers with). Less than two characters search nothing, and the field says so.
 */
export function SocialSearchForm({ initialText, problem }: { initialText: string; problem: string }) {
  const t = usePhrase();
  const { http, bus } = useSocialEnvironment();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (value.length < socialSearchMinLength) {
      setError(t('/Social/Search/TooShort', { min: String(socialSearchMinLength) }));
      return;
    }
    setError('');
    try {
      const { data } = await http.get<SocialAutocompleteResult>(`/search/socialautocomplete?${new URLSearchParams({ q: value })}`);
      bus.emit('page:navigate-request', { url: data.searchUrl });
    } catch {
      setError(t('/Errors/Unknown'));
    }
  };

  return (
    <form className="o_SocialSearchForm" role="search" onSubmit={submit} noValidate>
      <TextInputField
        label={t('/Social/Search/Label')}
        value={text}
        onValueChange={setText}
        error={error || problem || undefined}
        maxLength={socialSearchMaxLength}
        enterKeyHint="search"
      />
      <Button type="submit">{t('/Social/Search/Submit')}</Button>
    </form>
  );
}
