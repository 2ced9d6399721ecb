import { useState, type FormEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { AuthorizedProfile, MySocialProfileResponse } from '../../../contract/social-profile';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { chooseOnBehalfOf, stopImpersonating } from './acting-requests';
import './acting.css';

type ActingState = Omit<MySocialProfileResponse, 'profile'>;

const myself = 'myself';
const nameOf = (profile: AuthorizedProfile) => `${profile.name} (@${profile.alias})`;

/**
 * Whom the member writes as: themself or a profile they are an agent of, chosen with radio buttons and
 * "Use" (the cookie SocialOnBehalfOf), then the page is read again as that profile. An administrator impersonating a
 * profile is told so, with the way back. Nothing shows for a member who may write as themself only.
 */
export function ActingProfileChoice({ acting, reload = () => window.location.reload() }: { acting: ActingState; reload?: () => void }) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const current = acting.onBehalfOf?.profileId ?? myself;
  const [chosen, setChosen] = useState(current);
  const [alert, setAlert] = useState('');
  if (!acting.isImpersonating && acting.authorizedProfiles.length === 0) return null;

  if (acting.isImpersonating && acting.onBehalfOf) {
    const stop = () => {
      setAlert('');
      return stopImpersonating(http).then(reload, () => setAlert(t('/Errors/Unknown')));
    };
    return (
      <section className="o_ActingProfile o_ActingProfile--impersonating" aria-labelledby="acting-profile-heading">
        <h2 id="acting-profile-heading" className="o_SectionHeading">
          {t('/Social/Acting/ImpersonatingHeading')}
        </h2>
        <p>{t('/Social/Acting/Impersonating', { name: nameOf(acting.onBehalfOf) })}</p>
        <Button onClick={stop}>{t('/Social/Acting/Stop')}</Button>
        <FormAlert text={alert} />
      </section>
    );
  }

  const use = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === current) return;
    chooseOnBehalfOf(chosen === myself ? null : chosen);
    reload();
  };
  const options = [{ value: myself, label: t('/Social/Acting/Myself') }, ...acting.authorizedProfiles.map((profile) => ({ value: profile.profileId, label: nameOf(profile) }))];
  return (
    <form className="o_ActingProfile" aria-labelledby="acting-profile-heading" onSubmit={use}>
      <h2 id="acting-profile-heading" className="o_SectionHeading">
        {t('/Social/Acting/Heading')}
      </h2>
      <p>{acting.onBehalfOf ? t('/Social/Acting/WritingAs', { name: nameOf(acting.onBehalfOf) }) : t('/Social/Acting/WritingAsMyself')}</p>
      <fieldset className="o_ActingProfile__options">
        <legend>{t('/Social/Acting/Choose')}</legend>
        {options.map((option) => (
          <label key={option.value} className="o_ActingProfile__option">
            <input type="radio" name="acting-profile" value={option.value} checked={chosen === option.value} onChange={() => setChosen(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <Button type="submit">{t('/Social/Acting/Use')}</Button>
    </form>
  );
}
