import { useId } from 'react';
import { Button, useAppShellData, usePhrase } from '@storefront/platform';
import { useAccountEnvironment } from '../environment/account-environment';
import { logout } from '../session/logout';
import '../styles/focus.css';
import './impersonation-bar.css';

/**
 * Slot 'shell:top-bar': while an administrator acts as a customer, a bar names the customer and stops
 * the impersonation (logout's stop-impersonation variant).
 */
export default function ImpersonationBar() {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const user = useAppShellData()?.currentUser;
  const labelId = useId();
  if (!user?.isImpersonating) return null;
  return (
    <section className="a_ImpersonationBar" aria-labelledby={labelId}>
      <p id={labelId} className="a_ImpersonationBar__text">
        {t('/AccountBox/Impersonation/ActingAs', { email: user.email ?? '' })}
      </p>
      <Button variant="secondary" className="a_ImpersonationBar__stop" onClick={() => logout(environment)}>
        {t('/AccountBox/Impersonation/Stop')}
      </Button>
    </section>
  );
}
