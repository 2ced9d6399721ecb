import { useAppShellData, usePhrase } from '@storefront/platform';
import './fatal-error-screen.css';

const emailMark = '\u0000';

/** The screen when nothing else can be shown: heading, oops text with the customer-service mail link, and a link to the start page. */
export function FatalErrorScreen() {
  const t = usePhrase();
  const email = useAppShellData()?.siteSettings.customerServiceEmail ?? '';
  const [before = '', after = ''] = t('/Fatal/Text', { email: emailMark }).split(emailMark);
  return (
    <main id="main-content" className="s_FatalError" tabIndex={-1}>
      <h1 className="s_FatalError__heading">{t('/Fatal/Heading')}</h1>
      <p>
        {before}
        {email && (
          <a className="s_FatalError__link" href={`mailto:${email}`}>
            {email}
          </a>
        )}
        {after}
      </p>
      <p>
        <a className="s_FatalError__link" href="/">
          {t('/Fatal/StartPageLink')}
        </a>
      </p>
    </main>
  );
}
