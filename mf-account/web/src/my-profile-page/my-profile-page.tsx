import { useState } from 'react';
import { useCulture, usePhrase } from '@storefront/platform';
import type { MyProfilePageViewModel } from '../../../contract/member-profile';
import { MyPagesLayout } from '../my-pages-layout/my-pages-layout';
import { formatDate } from '../dates/format-date';
import { PageSection } from '../ui/page-section';
import { ChangeEmailForm } from './change-email-form';
import { DeleteAccountSection } from './delete-account-section';
import { PersonalDetailsForm } from './personal-details-form';
import './my-profile-page.css';

/** `/my-pages/profile`: personal details, the e-mail address, and deleting the account. */
export default function MyProfilePage({ page }: { page: MyProfilePageViewModel }) {
  const t = usePhrase();
  const culture = useCulture();
  const [profile, setProfile] = useState(page.profile);
  return (
    <MyPagesLayout url={page.url}>
      <div className="a_Profile">
        <h1 className="a_Page__heading">{t('/MyPages/Profile/Heading')}</h1>
        <p className="a_Page__intro">
          {t('/MyPages/Profile/MemberSince', { date: formatDate(profile.memberSince, culture), memberNumber: profile.memberNumber })}
        </p>
        <PageSection heading={t('/MyPages/Profile/DetailsHeading')}>
          <PersonalDetailsForm profile={profile} onSaved={setProfile} />
        </PageSection>
        <PageSection heading={t('/MyPages/Profile/EmailHeading')}>
          <ChangeEmailForm profile={profile} onChanged={setProfile} />
        </PageSection>
        <PageSection className="a_Section a_Profile__delete" heading={t('/MyPages/Profile/DeleteHeading')}>
          <DeleteAccountSection />
        </PageSection>
      </div>
    </MyPagesLayout>
  );
}
