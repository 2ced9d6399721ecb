import { useCallback } from 'react';
import { useAppShellData } from '../app-shell/use-app-shell-data';
import { translate, type Translate } from './translate';

/** `t(key, params?)` over the current language's phrases; the key itself when a phrase is missing. */
export function usePhrase(): Translate {
  const phrases = useAppShellData()?.languagePhrases;
  return useCallback<Translate>((key, params) => translate(phrases, key, params), [phrases]);
}
