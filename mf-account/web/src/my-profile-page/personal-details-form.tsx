import { useRef, useState } from 'react';
import { useCulture, usePhrase } from '@storefront/platform';
import type { MemberProfile } from '../../../contract/member-profile';
import { ChangeForm } from '../forms/change-form';
import { formatDate } from '../dates/format-date';
import { useChangeForm } from '../forms/use-change-form';
import { BirthDateField } from '../forms/birth-date-field';
import { todayAsCalendarDate } from '../dates/calendar-date';
import { PhoneField } from '../forms/phone-field';
import { TextField } from '../forms/text-field';
import { earliestBirthDate, personalDetailsProblems, type PersonalDetails } from './profile-rules';
import { updateProfile } from './update-profile';

const detailsOf = (profile: MemberProfile): PersonalDetails => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber,
  birthDate: profile.birthDate ?? '',
});

/** Names, phone number and birth date → POST /api/my/profile/update. */
export function PersonalDetailsForm({ profile, onSaved }: { profile: MemberProfile; onSaved: (profile: MemberProfile) => void }) {
  const t = usePhrase();
  const culture = useCulture();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useChangeForm(formRef);
  const [details, setDetails] = useState(() => detailsOf(profile));
  const today = todayAsCalendarDate();

  const detailOf = (name: keyof PersonalDetails) =>
    form.fieldOf(name, details[name], (value) => setDetails((current) => ({ ...current, [name]: value })));

  async function save(): Promise<void> {
    const problems = personalDetailsProblems(details, today);
    if (Object.keys(problems).length > 0) {
      const range = { min: formatDate(earliestBirthDate, culture), max: formatDate(today, culture) };
      form.refuse(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key!, range)])));
      return;
    }
    const answer = await form.send(
      () =>
        updateProfile({
          firstName: details.firstName.trim(),
          lastName: details.lastName.trim(),
          phoneNumber: details.phoneNumber.trim(),
          birthDate: details.birthDate || null,
        }),
      () => t('/MyPages/Profile/Saved'),
    );
    if (answer?.profile) {
      setDetails(detailsOf(answer.profile));
      onSaved(answer.profile);
    }
  }

  return (
    <ChangeForm formRef={formRef} state={form} onSubmit={() => void save()} submitText={t('/MyPages/Profile/Save')}>
      <TextField label={t('/MyPages/Profile/FirstName')} autoComplete="given-name" {...detailOf('firstName')} />
      <TextField label={t('/MyPages/Profile/LastName')} autoComplete="family-name" {...detailOf('lastName')} />
      <PhoneField label={t('/MyPages/Profile/Phone')} {...detailOf('phoneNumber')} />
      <BirthDateField label={t('/MyPages/Profile/BirthDate')} hint={t('/MyPages/Profile/BirthDateHint')} {...detailOf('birthDate')} />
    </ChangeForm>
  );
}
