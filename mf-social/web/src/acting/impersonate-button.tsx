import { useState } from 'react';
import { Button, useAppShellData, usePhrase } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { impersonate } from './acting-requests';

/**
 * "Act as this profile", for administrators on another's profile page (spec 02 §6): what they write goes out as the
 * profile until they stop on their own profile page, where this leads.
 */
export function ImpersonateButton({ profileId, go = (url) => window.location.assign(url) }: { profileId: string; go?: (url: string) => void }) {
  const t = usePhrase();
  const data = useAppShellData();
  const { http } = useSocialEnvironment();
  const [alert, setAlert] = useState('');
  if (data?.currentUser.isAdmin !== true || data.isStoreDevice) return null;
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
