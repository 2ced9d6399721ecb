import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { MySocialProfilePageViewModel } from '../../../contract/my-social-profile-page';
import type { SocialProfile } from '../../../contract/social-profile';
import { ActingProfileChoice } from '../acting/acting-profile-choice';
import { useSocialEnvironment } from '../environment/social-environment';
import { AuthoredPostList } from '../authored-posts/authored-post-list';
import { messagesUrl } from '../direct-messages/conversation-url';
import { FollowLists } from '../follows/follow-lists';
import { FormAlert } from '../forms/form-alert';
import { PictureFields } from '../pictures/picture-field';
import { TextAreaField } from '../forms/text-area-field';
import { TextInputField } from '../forms/text-input-field';
import { profileUrl } from '../post-author/author-link';
import { AliasField } from '../social-profile/alias-field';
import { createMyProfileStore } from '../social-profile/my-profile-store';
import { nameProblems, type NameProblems } from '../social-profile/name-problems';
import { OnboardingDialog } from '../social-profile/onboarding-dialog';
import { updateMySocialProfile, type ProfileChanges } from '../social-profile/profile-requests';
import { maxDescriptionLength, maxDisplayNameLength } from '../social-rules/social-rules';
import '../forms/fields.css';
import '../styles/focus.css';
import '../social-profile-page/social-profile-page.css';
import './my-social-profile-page.css';

const aliasRefusals = { unavailableAlias: '/Social/Onboarding/UnavailableAlias', invalidAlias: '/Social/Onboarding/InvalidAlias' } as const;

/** The fields the member changed, trimmed as the server keeps them. */
function changesOf(profile: SocialProfile, draft: { displayName: string; alias: string; description: string }): ProfileChanges {
  const changes: ProfileChanges = {};
  if (draft.displayName.trim() !== profile.displayName) changes.displayName = draft.displayName.trim();
  if (draft.description.trim() !== profile.description) changes.description = draft.description.trim();
  if (draft.alias.trim() !== profile.alias) changes.alias = draft.alias.trim();
  return changes;
}

/** The member's profile as a form: display name, alias and words about themself, saved together. */
function ProfileForm({ profile, onSaved }: { profile: SocialProfile; onSaved(profile: SocialProfile): void }) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const [draft, setDraft] = useState({ displayName: profile.displayName, alias: profile.alias, description: profile.description });
  const [problems, setProblems] = useState<NameProblems>({});
  const [said, setSaid] = useState('');
  const [alert, setAlert] = useState('');
  const saving = useRef(false);
  const displayNameInput = useRef<HTMLInputElement>(null);
  const aliasInput = useRef<HTMLInputElement>(null);
  const change = (field: keyof typeof draft) => (value: string) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
  };

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (saving.current) return;
    const found = nameProblems(t, draft);
    setProblems(found);
    setSaid('');
    setAlert('');
    if (found.displayName || found.alias) {
      (found.displayName ? displayNameInput : aliasInput).current?.focus();
      return;
    }
    const changes = changesOf(profile, draft);
    if (Object.keys(changes).length === 0) {
      setSaid(t('/Social/MyProfile/NothingChanged'));
      return;
    }
    saving.current = true;
    try {
      const update = await updateMySocialProfile(http, changes);
      // What was saved is the profile now, even when the alias was refused.
      if (update.profile) onSaved(update.profile);
      if (update.aliasRefusal) {
        setProblems({ alias: t(aliasRefusals[update.aliasRefusal]) });
        aliasInput.current?.focus();
      } else if (update.failed) {
        setAlert(t('/Errors/Unknown'));
      } else {
        setSaid(t('/Social/MyProfile/Saved'));
      }
    } catch {
      setAlert(t('/Errors/Unknown'));
    } finally {
      saving.current = false;
    }
  }

  return (
    <form className="o_MyProfileForm" noValidate aria-labelledby="my-social-profile-edit" onSubmit={(event) => void save(event)}>
      <h2 id="my-social-profile-edit" className="o_SectionHeading">
        {t('/Social/MyProfile/EditHeading')}
      </h2>
      <TextInputField
        label={t('/Social/Onboarding/DisplayName')}
        value={draft.displayName}
        onValueChange={change('displayName')}
        error={problems.displayName}
        maxLength={maxDisplayNameLength}
        autoComplete="nickname"
        required
        inputRef={displayNameInput}
      />
      <AliasField value={draft.alias} onValueChange={change('alias')} error={problems.alias} inputRef={aliasInput} />
      <TextAreaField label={t('/Social/MyProfile/Description')} value={draft.description} onValueChange={change('description')} max={maxDescriptionLength} rows={4} />
      <p className="o_MyProfileForm__said" role="status">
        {said}
      </p>
      <FormAlert text={alert} />
      <Button type="submit" className="o_MyProfileForm__save">
        {t('/Social/MyProfile/Save')}
      </Button>
    </form>
  );
}

/**
 * `/social/my-profile` (MySocialProfilePageViewModel): the member's social profile (or the one they write as), to change (profile and cover
 * pictures, each on its own; display name, alias and words about themself, sent as one batch of commands), with their
 * follows and the ways to their public profile, their feed and their messages; before onboarding, the way to make one;
 * whom they write as, when they may write as another profile; and the posts they saved.
 */
export default function MySocialProfilePage({ page }: { page: MySocialProfilePageViewModel }) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const store = useMemo(() => createMyProfileStore({ http }), [http]);
  const [profile, setProfile] = useState(page.profile);
  const [isOnboarding, setOnboarding] = useState(false);

  return (
    <div className="o_ProfilePage o_MyProfilePage">
      <header className="o_ProfilePage__header">
        <h1 className="o_ProfilePage__name">{t('/Social/MyProfile/Heading')}</h1>
        {profile ? (
          <>
            <p className="o_ProfilePage__alias">@{profile.alias}</p>
            <p className="o_ProfilePage__counts">
              <a href={profileUrl(profile.alias)}>{t('/Social/MyProfile/ShowPublic')}</a>
              {' · '}
              <a href="/social/feed">{t('/Social/Feed/Heading')}</a>
              {' · '}
              <a href={messagesUrl}>{t('/Social/Messages/Heading')}</a>
            </p>
            <FollowLists profileId={profile.profileId} followerCount={page.followerCount} followingCount={page.followingCount} />
          </>
        ) : (
          <>
            <p>{t('/Social/MyProfile/NoProfile')}</p>
            <Button onClick={() => setOnboarding(true)}>{t('/Social/MyProfile/Create')}</Button>
            <OnboardingDialog
              isOpen={isOnboarding}
              store={store}
              onClose={() => setOnboarding(false)}
              onDone={(made) => {
                setOnboarding(false);
                setProfile(made);
              }}
            />
          </>
        )}
      </header>
      <ActingProfileChoice acting={page} />
      {profile && <PictureFields profile={profile} onSaved={setProfile} />}
      {profile && <ProfileForm key={profile.profileId} profile={profile} onSaved={setProfile} />}
      <section className="o_MyProfilePage__saved" aria-labelledby="my-social-profile-saved">
        <h2 id="my-social-profile-saved" className="o_SectionHeading">
          {t('/Social/Saved/Heading')}
        </h2>
        <AuthoredPostList
          initial={page.savedPosts}
          pagesFrom={{ path: '/api/my/social/saved-posts' }}
          label={t('/Social/Saved/Heading')}
          empty={<p>{t('/Social/Saved/None')}</p>}
          headingLevel={3}
        />
      </section>
    </div>
  );
}
