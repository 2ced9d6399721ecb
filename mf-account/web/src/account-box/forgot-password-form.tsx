import { useId, useState, type MouseEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { ChallengeStatus } from '../challenge-solver/challenge-status';
import { useChallenge } from '../challenge-solver/use-challenge';
import { askForPasswordReset } from '../http/account-calls';
import { useAccountEnvironment } from '../environment/account-environment';
import { CheckboxField } from '../forms/checkbox-field';
import { FormAlert } from '../forms/form-alert';
import { FormRefusal } from '../forms/form-refusal';
import { trimEmail } from '../forms/trim-email';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useFormAlert } from '../forms/use-form-alert';
import { UsernameField } from './username-field';

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange(email: string): void;
  onBackToLogin(): void;
  autofocus: boolean;
  /** The shopper switched here from the login form: focus follows to the first field. */
  focusOnMount?: boolean;
}

/**
 * Forgot-password mode: asks for a reset link by e-mail. A customer who never accepted the club terms is
 * asked to (`needClubTermsAccepted`); a server error shows its text and makes the next try carry a solved challenge.
 */
export function ForgotPasswordForm({ email, onEmailChange, onBackToLogin, autofocus, focusOnMount = false }: ForgotPasswordFormProps) {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const challenge = useChallenge(environment);
  const headingId = useId();
  const { form, showErrors, check } = useCheckedSubmit();
  const { alert, attempt } = useFormAlert();
  const [clubTermsNeeded, setClubTermsNeeded] = useState(false);
  const [clubTerms, setClubTerms] = useState(false);
  const [sent, setSent] = useState(false);

  async function askForLink(trimmedEmail: string): Promise<void> {
    await attempt(
      async () => {
        const token = await challenge.takeToken();
        const answer = await askForPasswordReset(environment.http, {
          email: trimmedEmail,
          ...(clubTermsNeeded ? { clubTerms } : {}),
          ...(token ? { recaptchaV2Token: token } : {}),
        });
        if (answer.needsV2Token) challenge.require();
        if (answer.response === 'needClubTermsAccepted') {
          setClubTermsNeeded(true);
          throw new FormRefusal(answer.message, t('/AccountBox/ForgotPassword/ClubTermsNeeded'));
        }
        if (answer.response !== 'ok') throw new FormRefusal(answer.message, t('/Account/Login/ForgotPasswordServerError'));
      },
      t('/Account/Login/ForgotPasswordServerError'),
      () => challenge.require(),
    );
    setSent(true);
  }

  function submit(event: MouseEvent<HTMLButtonElement>): Promise<void> | undefined {
    event.preventDefault();
    const trimmedEmail = trimEmail(email, onEmailChange);
    return check() ? askForLink(trimmedEmail) : undefined;
  }

  return (
    <form ref={form} className="a_AccountForm" noValidate aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()}>
      <h3 id={headingId} className="a_AccountForm__heading">
        {t('/AccountBox/ForgotPassword/Heading')}
      </h3>
      <div className="a_AccountForm__success" role="status">
        {sent && t('/Account/Login/ResetPasswordSuccess')}
      </div>
      <FormAlert text={alert} boxed />
      {!sent && (
        <>
          <p className="a_AccountForm__text">{t('/AccountBox/ForgotPassword/Text')}</p>
          <UsernameField email={email} onEmailChange={onEmailChange} showErrors={showErrors} autofocus={autofocus} focusOnMount={focusOnMount} />
          {clubTermsNeeded && (
            <CheckboxField
              label={t('/AccountBox/ForgotPassword/ClubTerms')}
              checked={clubTerms}
              onCheckedChange={setClubTerms}
              required
              showErrors={showErrors}
            />
          )}
          <ChallengeStatus challenge={challenge} />
          <Button type="submit" className="a_AccountForm__submit" onClick={submit}>
            {t('/AccountBox/ForgotPassword/Submit')}
          </Button>
        </>
      )}
      <button type="button" className="a_AccountForm__link" onClick={onBackToLogin}>
        {t('/AccountBox/ForgotPassword/BackToLogin')}
      </button>
    </form>
  );
}
