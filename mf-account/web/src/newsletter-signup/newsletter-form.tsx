import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Button, FormNeedsScript, usePhrase } from '@storefront/platform';
import type { NewsletterSignupRequest } from '../../../contract/newsletter';
import { EmailField } from '../email-suggestion/email-field';
import { subscribeToNewsletter } from '../http/account-calls';
import { useAccountEnvironment } from '../environment/account-environment';
import { CheckboxField } from '../forms/checkbox-field';
import { FormAlert } from '../forms/form-alert';
import { FormRefusal } from '../forms/form-refusal';
import { PhoneField } from '../forms/phone-field';
import { trimEmail } from '../forms/trim-email';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useFormAlert } from '../forms/use-form-alert';
import '../styles/focus.css';
import './newsletter-signup.css';

/** A failure shows for 6 s; the app shell data is asked for again 1 s after a signup. */
export const newsletterErrorMs = 6000;
export const reloadAfterSignupMs = 1000;

/**
 * A visitor gives an e-mail (and a phone number for texts); a member chooses e-mail and/or text — the phone field
 * shows when text is chosen, and the server says when it needs one it does not have.
 */
export function NewsletterForm({ isMember }: { isMember: boolean }) {
  const t = usePhrase();
  const environment = useAccountEnvironment();
  const headingId = useId();
  const channelsErrorId = useId();
  const { form, showErrors, check } = useCheckedSubmit();
  const { alert, attempt, clearAlert } = useFormAlert();
  const [email, setEmail] = useState('');
  const [acceptedEmail, setAcceptedEmail] = useState(!isMember);
  const [acceptedSms, setAcceptedSms] = useState(false);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const noChannel = !acceptedEmail && !acceptedSms;

  useEffect(() => {
    if (!alert) return;
    const hide = setTimeout(clearAlert, newsletterErrorMs);
    return () => clearTimeout(hide);
  }, [alert, clearAlert]);

  useEffect(() => {
    if (!subscribed) return;
    const reload = setTimeout(() => environment.bus.emit('appshell:reload-request', { reason: 'newsletter-signup' }), reloadAfterSignupMs);
    return () => clearTimeout(reload);
  }, [subscribed, environment.bus]);

  async function subscribe(request: NewsletterSignupRequest): Promise<void> {
    setSubscribed(false);
    await attempt(async () => {
      const answer = await subscribeToNewsletter(environment.http, request);
      if (!answer.success) throw new FormRefusal(answer.message, t('/Errors/Unknown'));
    }, t('/Errors/Unknown'));
    setSubscribed(true);
  }

  function submit(event: MouseEvent<HTMLButtonElement>): Promise<void> | undefined {
    event.preventDefault();
    const trimmedEmail = trimEmail(email, setEmail);
    if (!check()) return undefined;
    if (noChannel) {
      form.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return undefined;
    }
    return subscribe({
      acceptedEmail,
      acceptedSms,
      ...(acceptedSms && phoneNumber.trim() ? { phoneNumber: phoneNumber.trim() } : {}),
      ...(isMember ? {} : { email: trimmedEmail }),
    });
  }

  return (
    <section className="a_Newsletter" aria-labelledby={headingId}>
      <h2 id={headingId} className="a_Newsletter__heading">
        {t('/AccountBox/Newsletter/Heading')}
      </h2>
      <p className="a_Newsletter__success" role="status">
        {subscribed && t('/AccountBox/Newsletter/Success')}
      </p>
      <form ref={form} className="a_Newsletter__form" noValidate onSubmit={(event) => event.preventDefault()}>
        <FormNeedsScript />
        <p className="a_Newsletter__text">{t('/AccountBox/Newsletter/Text')}</p>
        {!isMember && (
          <EmailField label={t('/AccountBox/Email')} value={email} onValueChange={setEmail} required showErrors={showErrors} />
        )}
        <fieldset
          className="a_Newsletter__channels"
          aria-describedby={showErrors && noChannel ? channelsErrorId : undefined}
        >
          <legend className="a_Newsletter__legend">{t('/AccountBox/Newsletter/Channels')}</legend>
          <CheckboxField label={t('/AccountBox/Newsletter/ByEmail')} checked={acceptedEmail} onCheckedChange={setAcceptedEmail} />
          <CheckboxField label={t('/AccountBox/Newsletter/ByText')} checked={acceptedSms} onCheckedChange={setAcceptedSms} />
          {showErrors && noChannel && (
            <p id={channelsErrorId} className="a_Field__error">
              {t('/AccountBox/Newsletter/ChooseOne')}
            </p>
          )}
        </fieldset>
        {acceptedSms && (
          <PhoneField
            label={t(isMember ? '/AccountBox/PhoneOptional' : '/AccountBox/Phone')}
            value={phoneNumber}
            onValueChange={setPhoneNumber}
            required={!isMember}
            hint={isMember ? t('/AccountBox/Newsletter/PhoneHint') : undefined}
            showErrors={showErrors}
          />
        )}
        <FormAlert text={alert} />
        <Button type="submit" feedback="newsletter" onClick={submit}>
          {t('/AccountBox/Newsletter/Submit')}
        </Button>
      </form>
    </section>
  );
}
