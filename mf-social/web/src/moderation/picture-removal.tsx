import { useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { PictureModerationResponse, ProfilePicture } from '../../../contract/moderation';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';

export interface PictureRemovalProps {
  profileId: string;
  /** The pictures the profile shows now. */
  pictures: readonly ProfilePicture[];
  onRemoved(picture: ProfilePicture): void;
}

const buttonText: Record<ProfilePicture, string> = { profile: '/Social/Moderation/RemoveProfilePicture', cover: '/Social/Moderation/RemoveCoverPicture' };

/**
 * For administrators on another's profile page (PictureRemovalSlot shows it): the profile's own or cover picture taken
 * off it at once (POST /api/admin/social/moderation/remove-profile-picture, a moderator's action kept with who took it).
 */
export default function PictureRemoval({ profileId, pictures, onRemoved }: PictureRemovalProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const [alert, setAlert] = useState('');
  const remove = (picture: ProfilePicture) => {
    setAlert('');
    return http.post<PictureModerationResponse>('/api/admin/social/moderation/remove-profile-picture', { profileId, picture }).then(
      () => onRemoved(picture),
      () => setAlert(t('/Errors/Unknown')),
    );
  };
  return (
    <span className="o_PictureRemoval">
      {pictures.map((picture) => (
        <Button key={picture} variant="ghost" onClick={() => remove(picture)}>
          {t(buttonText[picture])}
        </Button>
      ))}
      <FormAlert text={alert} />
    </span>
  );
}
