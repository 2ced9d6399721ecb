import { useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { impersonate } from './acting-requests';

export interface ImpersonateButtonProps {
  profileId: string;
  /** Where the administrator is led once acting as the profile (a new document: every part then acts as it). */
  go?: (url: string) => void;
}

/**
 * "Act as this profile", for administrators on another's profile page (ImpersonateSlot shows it): what they
 * write goes out as the profile until they stop on their own profile page, where this leads.
 */
export default function ImpersonateButton({ profileId, go = (url) => window.location.assign(url) }: ImpersonateButtonProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const [alert, setAlert] = useState('');
  const act = () => {
    setAlert('');
    return impersonate(http, profileId).then(
      () => go('/social/my-profile'),
      () => setAlert(t('/Errors/Unknown')),
    );
  };
  return (
    <span className="o_ImpersonateButton">
      <Button variant="ghost" onClick={act}>
        {t('/Social/Acting/Impersonate')}
      </Button>
      <FormAlert text={alert} />
    </span>
  );
}
