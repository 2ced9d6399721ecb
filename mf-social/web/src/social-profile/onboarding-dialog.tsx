import { useRef, useState, type FormEvent } from 'react';
import { Button, Modal, usePhrase } from '@storefront/platform';
import type { SocialProfile } from '../../../contract/social-profile';
import { FormAlert } from '../forms/form-alert';
import { TextInputField } from '../forms/text-input-field';
import { maxDisplayNameLength } from '../social-rules/social-rules';
import { AliasField } from './alias-field';
import { nameProblems, type NameProblems } from './name-problems';
import { OnboardingRefused, type MyProfileStore, type OnboardingRefusal } from './my-profile-store';
import '../forms/fields.css';
import './onboarding-dialog.css';

export interface OnboardingDialogProps {
  isOpen: boolean;
  store: MyProfileStore;
  onClose(): void;
  onDone(profile: SocialProfile): void;
}

const refusalPhrase: Record<OnboardingRefusal, string> = {
  unavailableAlias: '/Social/Onboarding/UnavailableAlias',
  invalidAlias: '/Social/Onboarding/InvalidAlias',
  unknown: '/Errors/Unknown',
};

/**
 * Social onboarding: the display name and alias others see with the member's posts. Both are needed; the alias is
 * checked against the alias pattern before it is sent, and the server's refusal is worded here.
 */
export function OnboardingDialog({ isOpen, store, onClose, onDone }: OnboardingDialogProps) {
  const t = usePhrase();
  const [displayName, setDisplayName] = useState('');
  const [alias, setAlias] = useState('');
  const [problems, setProblems] = useState<NameProblems>({});
  const [alert, setAlert] = useState('');
  const submitting = useRef(false);
  const displayNameInput = useRef<HTMLInputElement>(null);
  const aliasInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submitting.current) return;
    const found = nameProblems(t, { displayName, alias });
    setProblems(found);
    setAlert('');
    if (found.displayName || found.alias) {
      (found.displayName ? displayNameInput : aliasInput).current?.focus();
      return;
    }
    submitting.current = true;
    try {
      onDone(await store.activate({ displayName: displayName.trim(), alias: alias.trim() }));
    } catch (error) {
      const refusal: OnboardingRefusal = error instanceof OnboardingRefused ? error.refusal : 'unknown';
      const message = t(refusalPhrase[refusal]);
      setAlert(message);
      if (refusal !== 'unknown') {
        setProblems({ alias: message });
        aliasInput.current?.focus();
      }
    } finally {
      submitting.current = false;
    }
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('/Social/Onboarding/Title')}>
      <form className="o_OnboardingDialog" noValidate onSubmit={(event) => void submit(event)}>
        <p className="o_OnboardingDialog__intro">{t('/Social/Onboarding/Intro')}</p>
        <TextInputField
          label={t('/Social/Onboarding/DisplayName')}
          value={displayName}
          onValueChange={setDisplayName}
          error={problems.displayName}
          maxLength={maxDisplayNameLength}
          autoComplete="nickname"
          required
          autofocus
          inputRef={displayNameInput}
        />
        <AliasField
          value={alias}
          onValueChange={(value) => {
            setAlias(value);
            setProblems((previous) => ({ ...previous, alias: undefined }));
          }}
          error={problems.alias}
          inputRef={aliasInput}
        />
        <FormAlert text={alert} />
        <Button type="submit" className="o_OnboardingDialog__submit">
          {t('/Social/Onboarding/Submit')}
        </Button>
      </form>
    </Modal>
  );
}

export default OnboardingDialog;
