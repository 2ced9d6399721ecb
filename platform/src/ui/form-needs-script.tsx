import { usePhrase } from '../i18n/use-phrase';
import './tokens.css';
import './form-needs-script.css';

/**
 * Inside a form that only works with JavaScript: with JavaScript off (the server-rendered page as it arrives), a note
 * says so where the shopper is about to type, instead of a submit that silently reloads the page.
 */
export function FormNeedsScript() {
  const t = usePhrase();
  return (
    <noscript>
      <p className="p_FormNeedsScript">{t('/NoScript/Form')}</p>
    </noscript>
  );
}
