import { useRef, useState } from 'react';
import { appShell, usePhrase } from '@storefront/platform';
import type { SubscriptionsPageViewModel } from '../../../contract/member-profile';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { ChangeForm } from '../forms/change-form';
import { isPhoneNumber } from '../forms/contact-rules';
import { useChangeForm } from '../forms/use-change-form';
import { PhoneField } from '../forms/phone-field';
import { SubscriptionSwitch } from './subscription-switch';
import { updateSubscriptions } from './update-subscriptions';
import './subscriptions-page.css';

/** The footer hides its newsletter signup for a member subscribed to both: tell the shell at once. */
function rememberSubscribedToBoth(isSubscribedToBoth: boolean): void {
  const data = appShell.get();
  if (data && data.isSubscribedToBoth !== isSubscribedToBoth) appShell.set({ ...data, isSubscribedToBoth });
}

/** `/my-pages/subscriptions`: the e-mail and text newsletters; texts need a phone number. */
export default function SubscriptionsPage({ page }: { page: SubscriptionsPageViewModel }) {
  const t = usePhrase();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useChangeForm(formRef);
  const [emailSubscription, setEmailSubscription] = useState(page.emailSubscription);
  const [textSubscription, setTextSubscription] = useState(page.textSubscription);
  const [phoneNumber, setPhoneNumber] = useState(page.phoneNumber);

  async function save(): Promise<void> {
    const phone = phoneNumber.trim();
    if (textSubscription && phone === '') {
      form.refuse({ phoneNumber: t('/MyPages/Subscriptions/PhoneRequired') });
      return;
    }
    if (textSubscription && !isPhoneNumber(phone)) {
      form.refuse({ phoneNumber: t('/MyPages/Profile/PhoneInvalid') });
      return;
    }
    const answer = await form.send(
      () => updateSubscriptions({ emailSubscription, textSubscription, ...(textSubscription ? { phoneNumber: phone } : {}) }),
      () => t('/MyPages/Subscriptions/Saved'),
    );
    if (!answer) return;
    const saved = answer.profile ?? { emailSubscription, textSubscription };
    setEmailSubscription(saved.emailSubscription);
    setTextSubscription(saved.textSubscription);
    rememberSubscribedToBoth(saved.emailSubscription && saved.textSubscription);
  }

  return (
    <MyPagesLayout url={page.url}>
      <div className="a_Subscriptions">
        <h1 className="a_Page__heading">{t('/MyPages/Subscriptions/Heading')}</h1>
        <p className="a_Page__intro">{t('/MyPages/Subscriptions/Intro')}</p>
        <ChangeForm formRef={formRef} state={form} onSubmit={() => void save()} submitText={t('/MyPages/Subscriptions/Save')}>
          <fieldset className="a_Subscriptions__choices">
            <legend className="a_Subscriptions__legend">
              {t('/MyPages/Subscriptions/Legend')}
            </legend>
            <SubscriptionSwitch
              label={t('/MyPages/Subscriptions/Email')}
              description={t('/MyPages/Subscriptions/EmailDescription')}
              checked={emailSubscription}
              onChange={setEmailSubscription}
            />
            <SubscriptionSwitch
              label={t('/MyPages/Subscriptions/Text')}
              description={t('/MyPages/Subscriptions/TextDescription')}
              checked={textSubscription}
              onChange={setTextSubscription}
            />
          </fieldset>
          {textSubscription && (
            <PhoneField
              label={t('/MyPages/Subscriptions/Phone')}
              hint={t('/MyPages/Subscriptions/PhoneHint')}
              required
              {...form.fieldOf('phoneNumber', phoneNumber, setPhoneNumber)}
            />
          )}
        </ChangeForm>
      </div>
    </MyPagesLayout>
  );
}
