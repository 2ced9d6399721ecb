import { useState, type MouseEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { ChallengeStatus } from '../challenge-solver/challenge-status';
import { useChallenge } from '../challenge-solver/use-challenge';
import { logIn } from '../http/account-calls';
import { useAccountEnvironment } from '../environment/account-environment';
import { FormAlert } from '../forms/form-alert';
import { FormRefusal } from '../forms/form-refusal';
import { PasswordField } from '../forms/password-field';
import { trimEmail } from '../forms/trim-email';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useFormAlert } from '../forms/use-form-alert';
import { UsernameField } from './username-field';

export interface LoginFormProps {
  email: string;
  onEmailChange(email: string): void;
  onForgotPassword(): void;
  /** The login worked: the box finishes it (app shell data, the other tabs, the page). */
  onLoggedIn(): Promise<void>;
  autofocus: boolean;
  /** The shopper came back from the forgotten-password form: focus follows to the first field. */
  focusOnMount?: boolean;
}

/**
 * Login: e-mail (trimmed) and password required, focus on the first empty field; the server's message
 * in an alert; when it answers `needsV2Token` the challenge it gives is solved in the background (the box says so, and
 * that a hard one takes a while) and goes with the next try.
 */
export function LoginForm({ email, onEmailChange, onForgotPassword, onLoggedIn, autofocus, focusOnMount = false }: LoginFormProps) {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const challenge = useChallenge(environment);
  const { form, showErrors, check } = useCheckedSubmit();
  const { alert, attempt } = useFormAlert();
  const [password, setPassword] = useState('');

  async function logInAs(trimmedEmail: string): Promise<void> {
    await attempt(async () => {
      const token = await challenge.takeToken();
      const answer = await logIn(environment.http, {
        email: trimmedEmail,
        password,
        ...(token ? { recaptchaV2Token: token } : {}),
      });
      if (answer.needsV2Token) challenge.require(answer.challenge);
      if (!answer.success) throw new FormRefusal(answer.message, t('/AccountBox/Login/Failed'));
    }, t('/Account/Login/ServerError'));
    await onLoggedIn();
  }

  function submit(event: MouseEvent<HTMLButtonElement>): Promise<void> | undefined {
    event.preventDefault();
    const trimmedEmail = trimEmail(email, onEmailChange);
    return check() ? logInAs(trimmedEmail) : undefined;
  }

  return (
    <form ref={form} className="a_AccountForm" noValidate onSubmit={(event) => event.preventDefault()}>
      <FormAlert text={alert} boxed />
      <UsernameField email={email} onEmailChange={onEmailChange} showErrors={showErrors} autofocus={autofocus} focusOnMount={focusOnMount} />
      <PasswordField
        label={t('/AccountBox/Password')}
        value={password}
        onValueChange={setPassword}
        required
        autoComplete="current-password"
        showErrors={showErrors}
      />
      <ChallengeStatus challenge={challenge} />
      <Button type="submit" className="a_AccountForm__submit" onClick={submit}>
        {t('/AccountBox/Login/Submit')}
      </Button>
      <button type="button" className="a_AccountForm__link" onClick={onForgotPassword}>
        {t('/AccountBox/Login/ForgotPassword')}
      </button>
    </form>
  );
}
