import { useRef, useState } from 'react';
import { usePhrase } from '@storefront/platform';
import type { MemberProfile } from '../../../contract/member-profile';
import { EmailField } from '../email-suggestion/email-field';
import { ChangeForm } from '../forms/change-form';
import { useChangeForm } from '../forms/use-change-form';
import { PasswordField } from '../forms/password-field';
import { changeEmail } from './change-email';
import { changeEmailProblems } from './profile-rules';

/** A new e-mail address, confirmed with the password → POST /api/my/profile/change-email. */
export function ChangeEmailForm({ profile, onChanged }: { profile: MemberProfile; onChanged: (profile: MemberProfile) => void }) {
  const t = usePhrase();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useChangeForm(formRef);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');

  async function save(): Promise<void> {
    const problems = changeEmailProblems(newEmail, password, profile.email);
    if (Object.keys(problems).length > 0) {
      form.refuse(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key!)])));
      return;
    }
    const email = newEmail.trim();
    const answer = await form.send(
      () => changeEmail({ newEmail: email, password }),
      (changed) => t('/MyPages/Profile/EmailChanged', { email: changed.profile?.email ?? email }),
    );
    setPassword('');
    if (answer) {
      setNewEmail('');
      onChanged(answer.profile ?? { ...profile, email });
    }
  }

  return (
    <ChangeForm formRef={formRef} state={form} onSubmit={() => void save()} submitText={t('/MyPages/Profile/ChangeEmail')}>
      <p className="a_Profile__current-email">{t('/MyPages/Profile/CurrentEmail', { email: profile.email })}</p>
      <EmailField label={t('/MyPages/Profile/NewEmail')} required {...form.fieldOf('newEmail', newEmail, setNewEmail)} />
      <PasswordField
        label={t('/MyPages/Profile/Password')}
        hint={t('/MyPages/Profile/ChangeEmailPasswordHint')}
        autoComplete="current-password"
        required
        {...form.fieldOf('password', password, setPassword)}
      />
    </ChangeForm>
  );
}
