import { useId, useState, type MouseEvent } from 'react';
import { accountRules, Button, useAppShellData, usePhrase } from '@storefront/platform';
import type { RegistrationRequest, RegistrationResponse } from '../../../contract/registration';
import { ChallengeStatus } from '../challenge-solver/challenge-status';
import { useChallenge } from '../challenge-solver/use-challenge';
import { EmailField } from '../email-suggestion/email-field';
import { register } from '../http/account-calls';
import { useAccountEnvironment } from '../environment/account-environment';
import { BirthDateField } from '../forms/birth-date-field';
import { CheckboxField } from '../forms/checkbox-field';
import { FormAlert } from '../forms/form-alert';
import { FormRefusal } from '../forms/form-refusal';
import { NewPasswordField } from '../forms/new-password-field';
import { PhoneField } from '../forms/phone-field';
import { fieldMessagesOf } from '../http/server-message';
import { trimEmail } from '../forms/trim-email';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useFormAlert } from '../forms/use-form-alert';

export interface RegisterFormProps {
  autofocus: boolean;
}

type FieldErrors = Partial<Record<keyof RegistrationRequest, string>>;

/** How many challenges one registration solves before it gives the answer to the shopper ("try again"). */
const challengeRounds = 3;
const fieldOrder: (keyof RegistrationRequest)[] = ['email', 'password', 'phoneNumber', 'birthDate', 'acceptedTerms'];

/**
 * Registration: e-mail and password required (the password at least the site's minimum), the phone
 * when the site requires it, the birth date when the site asks (1900-01-01 to today), newsletter choices and the
 * member terms; submitting stays disabled until the terms are accepted. The server's field messages show at their
 * fields. When the server asks for a challenge (many registrations from this address) it is solved and the
 * registration sent again by itself. Registered, the form says to open the link sent to the address, which logs in.
 */
export function RegisterForm({ autofocus }: RegisterFormProps) {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const challenge = useChallenge(environment);
  const settings = useAppShellData()?.siteSettings;
  const minPasswordLength = settings?.minPasswordLength ?? accountRules.minPasswordLength;
  const requiresPhone = settings?.registrationRequiresPhone ?? accountRules.registrationRequiresPhone;
  const asksBirthDate = settings?.registrationAsksBirthDate ?? accountRules.registrationAsksBirthDate;
  const termsHintId = useId();
  const { form, showErrors, check } = useCheckedSubmit();
  const { alert, attempt } = useFormAlert();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [emailSubscription, setEmailSubscription] = useState(false);
  const [textSubscription, setTextSubscription] = useState(false);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);

  /** What every checked field shares: its errors after the first try, the server's message, its name for the focus. */
  const checked = (name: keyof RegistrationRequest) => ({ showErrors, serverError: fieldErrors[name], 'data-field': name });

  /** The server's field messages at their fields, with focus on the first. */
  const showFieldErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const first = fieldOrder.find((name) => errors[name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
  };

  /**
   * The registration, sent again with a solved challenge while the server asks for one (it stored nothing then). A
   * challenge solved may be too easy by the time it arrives (others registered from the same address meanwhile, a
   * shared network): the harder one the answer brings is solved and sent in turn, a few times at most.
   */
  async function send(request: RegistrationRequest): Promise<RegistrationResponse> {
    let token = await challenge.takeToken();
    for (let attempt = 1; ; attempt += 1) {
      const answer = await register(environment.http, { ...request, ...(token ? { recaptchaV2Token: token } : {}) });
      if (!answer.needsV2Token || attempt > challengeRounds) return answer;
      challenge.require(answer.challenge);
      token = await challenge.takeToken();
      if (!token) return answer;
    }
  }

  async function registerWith(request: RegistrationRequest): Promise<void> {
    setFieldErrors({});
    await attempt(
      async () => {
        const answer = await send(request);
        if (answer.needsV2Token) challenge.require(answer.challenge);
        if (!answer.isValid) {
          showFieldErrors(answer.fieldErrors ?? {});
          throw new FormRefusal(answer.message, t('/AccountBox/Register/Failed'));
        }
      },
      t('/Account/Registration/ServerError'),
      (error) => showFieldErrors(fieldMessagesOf(error) as FieldErrors),
    );
    setRegisteredAs(request.email);
  }

  function submit(event: MouseEvent<HTMLButtonElement>): Promise<void> | undefined {
    event.preventDefault();
    const trimmedEmail = trimEmail(email, setEmail);
    if (!check()) return undefined;
    return registerWith({
      email: trimmedEmail,
      password,
      ...(phoneNumber.trim() ? { phoneNumber: phoneNumber.trim() } : {}),
      ...(asksBirthDate && birthDate ? { birthDate } : {}),
      emailSubscription,
      textSubscription,
      acceptedTerms,
    });
  }

  return (
    <form ref={form} className="a_AccountForm" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="a_AccountForm__success" role="status">
        {registeredAs && t('/AccountBox/Register/CheckInbox', { email: registeredAs })}
      </div>
      {!registeredAs && (
        <>
          <FormAlert text={alert} boxed />
          <EmailField
            label={t('/AccountBox/Email')}
            value={email}
            onValueChange={setEmail}
            required
            data-autofocus={autofocus || undefined}
            {...checked('email')}
          />
          <NewPasswordField
            label={t('/AccountBox/Password')}
            value={password}
            onValueChange={setPassword}
            minLength={minPasswordLength}
            {...checked('password')}
          />
          <PhoneField
            label={t(requiresPhone ? '/AccountBox/Phone' : '/AccountBox/PhoneOptional')}
            value={phoneNumber}
            onValueChange={setPhoneNumber}
            required={requiresPhone}
            {...checked('phoneNumber')}
          />
          {asksBirthDate && (
            <BirthDateField label={t('/AccountBox/Register/BirthDate')} value={birthDate} onValueChange={setBirthDate} {...checked('birthDate')} />
          )}
          <CheckboxField
            label={t('/AccountBox/Register/EmailSubscription')}
            checked={emailSubscription}
            onCheckedChange={setEmailSubscription}
          />
          <CheckboxField
            label={t('/AccountBox/Register/TextSubscription')}
            checked={textSubscription}
            onCheckedChange={setTextSubscription}
          />
          <CheckboxField
            label={t('/AccountBox/Register/Terms')}
            checked={acceptedTerms}
            onCheckedChange={setAcceptedTerms}
            required
            serverError={fieldErrors.acceptedTerms}
          />
          {!acceptedTerms && (
            <p id={termsHintId} className="a_AccountForm__text">
              {t('/AccountBox/Register/TermsHint')}
            </p>
          )}
          <ChallengeStatus challenge={challenge} />
          <Button
            type="submit"
            className="a_AccountForm__submit"
            disabled={!acceptedTerms}
            aria-describedby={acceptedTerms ? undefined : termsHintId}
            onClick={submit}
          >
            {t('/AccountBox/Register/Submit')}
          </Button>
        </>
      )}
    </form>
  );
}
