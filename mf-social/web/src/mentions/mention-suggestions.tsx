import { useCallback, useState, type RefObject } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { MentionSearchResult } from '../../../contract/mentions';
import { useSocialEnvironment } from '../environment/social-environment';
import { useSettledLookup } from '../forms/use-settled-lookup';
import './mention-suggestions.css';

/** Typing pauses this long before profiles are looked for. */
const searchDelayMs = 300;

// '@' at the start or after a space or an opening bracket, then what is typed of an alias, up to the caret.
const typedMention = /(?:^|[\s(])@([\p{L}\p{N}\p{M}._-]{1,30})$/u;

/** What is typed of an alias right before the caret, with where its '@' is; null when the caret is not in one. */
export function mentionAtCaret(text: string, caret: number): { typed: string; at: number } | null {
  const match = typedMention.exec(text.slice(0, caret));
  return match ? { typed: match[1]!, at: caret - match[1]!.length - 1 } : null;
}

/**
 * Under a text being written: the profiles a '@' being typed may mean (GET /api/social/profiles/mention-search once
 * typing pauses), each a button that writes '@alias ' in its place and puts the keyboard back in the text after it;
 * how many were found is read out.
 */
export function MentionSuggestions(props: { text: string; control: RefObject<HTMLTextAreaElement | HTMLInputElement | null>; onChoose(text: string): void }) {
  const { text, control, onChoose } = props;
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const caret = control.current?.selectionStart ?? text.length;
  const mention = mentionAtCaret(text, caret);
  const ask = useCallback(
    async (q: string) => (await http.get<MentionSearchResult>(`/api/social/profiles/mention-search?${new URLSearchParams({ q })}`)).data.profiles,
    [http],
  );
  const { asked, found } = useSettledLookup(mention?.typed ?? '', searchDelayMs, ask);
  // The text as a choice wrote it: nothing is offered again until the member writes on.
  const [chosenText, setChosenText] = useState<string | null>(null);

  const shown = mention && found && asked === mention.typed && text !== chosenText ? found : [];
  const choose = (alias: string) => {
    if (!mention) return;
    const written = `${text.slice(0, mention.at)}@${alias} `;
    setChosenText(written + text.slice(caret));
    onChoose(written + text.slice(caret));
    requestAnimationFrame(() => {
      control.current?.focus();
      control.current?.setSelectionRange(written.length, written.length);
    });
  };

  return (
    <div className="o_MentionSuggestions">
      <p className="p_visually-hidden" role="status">
        {shown.length > 0 ? t('/Social/Mentions/Found', { count: formatNumber(shown.length, culture) }) : ''}
      </p>
      {shown.length > 0 && (
        <ul aria-label={t('/Social/Mentions/ListLabel')}>
          {shown.map((profile) => (
            <li key={profile.profileId}>
              <Button variant="ghost" onClick={() => choose(profile.alias)}>
                @{profile.alias} <span className="o_MentionSuggestions__name">{profile.displayName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
