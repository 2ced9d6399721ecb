import { useRef, useState, type MouseEvent } from 'react';
import { accountRules, Button, FormNeedsScript, useAppShellData, usePhrase } from '@storefront/platform';
import { updatePassword } from '../http/account-calls';
import { useAccountEnvironment } from '../environment/account-environment';
import { FormAlert } from '../forms/form-alert';
import { FormRefusal } from '../forms/form-refusal';
import { NewPasswordField } from '../forms/new-password-field';
import { PasswordField } from '../forms/password-field';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useFormAlert } from '../forms/use-form-alert';

/** The new password twice, by the site's password rules; then a way to log in with it. */
export function NewPasswordForm({ token, minPasswordLength }: { token: string; minPasswordLength?: number }) {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const siteMinimum = useAppShellData()?.siteSettings.minPasswordLength;
  const minimum = minPasswordLength ?? siteMinimum ?? accountRules.minPasswordLength;
  const { form, showErrors, check } = useCheckedSubmit();
  const { alert, attempt } = useFormAlert();
  const loginButton = useRef<HTMLButtonElement>(null);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [done, setDone] = useState(false);
  const mismatch = repeated !== '' && repeated !== password ? t('/AccountBox/ResetPassword/Mismatch') : null;

  async function savePassword(): Promise<void> {
    await attempt(async () => {
      const answer = await updatePassword(environment.http, { token, password });
      if (!answer.success) throw new FormRefusal(answer.message, t('/AccountBox/ResetPassword/Failed'));
    }, t('/AccountBox/ResetPassword/Failed'));
    setDone(true);
    // The form that had focus is gone: focus goes to what comes next.
    setTimeout(() => loginButton.current?.focus(), 0);
  }

  function submit(event: MouseEvent<HTMLButtonElement>): Promise<void> | undefined {
    event.preventDefault();
    return check() ? savePassword() : undefined;
  }

  if (done) {
    return (
      <div className="a_ResetPage__done">
        <p className="a_ResetPage__success" role="status">
          {t('/AccountBox/ResetPassword/Success')}
        </p>
        <button
          ref={loginButton}
          type="button"
          className="a_ResetPage__action"
          // Logged in, the shopper starts from the start page: this page's link is used up.
          onClick={() =>
            environment.bus.emit('account:login-required', { returnUrl: '/', message: t('/AccountBox/ResetPassword/Success') })
          }
        >
          {t('/AccountBox/ResetPassword/LogIn')}
        </button>
      </div>
    );
  }

  return (
    <form ref={form} className="a_ResetPage__form" noValidate onSubmit={(event) => event.preventDefault()}>
      <FormNeedsScript />
      <FormAlert text={alert} />
      <NewPasswordField
        label={t('/AccountBox/ResetPassword/NewPassword')}
        value={password}
        onValueChange={setPassword}
        minLength={minimum}
        showErrors={showErrors}
      />
      <PasswordField
        label={t('/AccountBox/ResetPassword/RepeatPassword')}
        value={repeated}
        onValueChange={setRepeated}
        required
        maxLength={accountRules.maxPasswordLength}
        autoComplete="new-password"
        customError={mismatch}
        showErrors={showErrors}
      />
      <Button type="submit" onClick={submit}>
        {t('/AccountBox/ResetPassword/Submit')}
      </Button>
    </form>
  );
}
