import { usePhrase } from '@storefront/platform';
import type { ForgotPasswordPageViewModel } from '../../../contract/forgotten-password';
import { useAccountEnvironment } from '../environment/account-environment';
import { NewPasswordForm } from './new-password-form';
import '../styles/focus.css';
import './forgot-password-page.css';

/**
 * `/forgot-password?token=…` (ForgotPasswordPageViewModel), the page the reset mail links to: a new password, twice,
 * while the link is valid; otherwise says the link has expired and opens the box on the forgotten-password form.
 */
export default function ForgotPasswordPage({ page }: { page: ForgotPasswordPageViewModel }) {
  const t = usePhrase();
  const { bus } = useAccountEnvironment();

  if (!page.token) {
    return (
      <div className="a_ResetPage">
        <h1 className="a_ResetPage__heading">{t('/AccountBox/ResetPassword/ExpiredHeading')}</h1>
        <p className="a_ResetPage__text">{t('/AccountBox/ResetPassword/Expired')}</p>
        <button
          type="button"
          className="a_ResetPage__action"
          onClick={() => bus.emit('account:open-box', { tab: 'login', mode: 'forgot-password' })}
        >
          {t('/AccountBox/ResetPassword/RequestNew')}
        </button>
      </div>
    );
  }

  return (
    <div className="a_ResetPage">
      <h1 className="a_ResetPage__heading">{t('/AccountBox/ResetPassword/Heading')}</h1>
      {page.maskedEmail && <p className="a_ResetPage__text">{t('/AccountBox/ResetPassword/For', { email: page.maskedEmail })}</p>}
      <NewPasswordForm token={page.token} minPasswordLength={page.minPasswordLength} />
    </div>
  );
}
