import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { SocialProfile } from '../../../contract/social-profile';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { setMyProfilePicture, type ProfilePicture } from '../social-profile/profile-requests';
import { uploadImage } from './picture-requests';
import { SocialPicture } from './social-picture';
import { acceptedPictures, fileProblem, uploadProblem } from './upload-problems';

const texts = {
  profile: { legend: '/Social/Pictures/ProfileImage', choose: '/Social/Pictures/ChooseProfileImage', remove: '/Social/Pictures/RemoveProfileImage' },
  cover: { legend: '/Social/Pictures/CoverImage', choose: '/Social/Pictures/ChooseCoverImage', remove: '/Social/Pictures/RemoveCoverImage' },
} as const;

/**
 * One of the member's pictures (profile or cover): what it is now, a file input to choose another (uploaded, then shown
 * at once) and a button to remove it; what happened is said in the page (status) or as an alert.
 */
export function PictureField({ picture, profile, onSaved }: { picture: ProfilePicture; profile: SocialProfile; onSaved(profile: SocialProfile): void }) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const hintId = useId();
  const [said, setSaid] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const url = picture === 'profile' ? profile.profileImageUrl : profile.coverImageUrl;

  async function change(work: () => Promise<SocialProfile>, done: string): Promise<void> {
    setBusy(true);
    setAlert('');
    try {
      onSaved(await work());
      setSaid(t(done));
    } catch (error) {
      setSaid('');
      setAlert(uploadProblem(error, t));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    if (!file || busy) return;
    const problem = fileProblem(file, t);
    if (problem) {
      setSaid('');
      setAlert(problem);
      event.target.value = '';
      return;
    }
    setSaid(t('/Social/Pictures/Uploading'));
    void change(async () => setMyProfilePicture(http, picture, (await uploadImage(http, file)).imageId), '/Social/Pictures/Saved');
  }

  return (
    <fieldset className="o_PictureField" aria-busy={busy}>
      <legend>{t(texts[picture].legend)}</legend>
      {url ? <SocialPicture src={url} kind={picture} /> : <p className="o_PictureField__none">{t('/Social/Pictures/None')}</p>}
      <label className="o_PictureField__choose">
        {t(texts[picture].choose)}
        <input ref={input} type="file" accept={acceptedPictures} aria-describedby={hintId} disabled={busy} onChange={choose} />
      </label>
      <p id={hintId} className="o_PictureField__hint">
        {t('/Social/Pictures/Hint')}
      </p>
      {url && (
        <Button variant="secondary" className="o_PictureField__remove" disabled={busy} onClick={() => change(() => setMyProfilePicture(http, picture, null), '/Social/Pictures/Removed')}>
          {t(texts[picture].remove)}
        </Button>
      )}
      <p className="o_PictureField__said" role="status">
        {said}
      </p>
      <FormAlert text={alert} />
    </fieldset>
  );
}

/** The member's profile and cover pictures, each changed on its own. */
export function PictureFields({ profile, onSaved }: { profile: SocialProfile; onSaved(profile: SocialProfile): void }) {
  const t = usePhrase();
  return (
    <section className="o_PictureFields" aria-labelledby="my-social-profile-pictures">
      <h2 id="my-social-profile-pictures" className="o_SectionHeading">
        {t('/Social/Pictures/Heading')}
      </h2>
      <PictureField picture="profile" profile={profile} onSaved={onSaved} />
      <PictureField picture="cover" profile={profile} onSaved={onSaved} />
    </section>
  );
}
