import { usePhrase } from '@storefront/platform';
import './skip-link.css';

/** The first focusable element of the page: jumps past the header to the content. */
export function SkipLink() {
  const t = usePhrase();
  return (
    <a
      className="s_SkipLink"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      {t('/Shell/SkipToContent')}
    </a>
  );
}
