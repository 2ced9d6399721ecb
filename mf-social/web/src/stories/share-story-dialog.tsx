import { Modal, usePhrase } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';
import { DescribedPictureForm } from '../pictures/described-picture-form';
import { maxStoryDescriptionLength } from '../social-rules/social-rules';
import { shareStory } from './story-requests';

export interface ShareStoryDialogProps {
  isOpen: boolean;
  onClose(): void;
  onShared(): Promise<void> | void;
}

const texts = {
  choose: '/Social/Stories/ChoosePicture',
  description: '/Social/Stories/Description',
  descriptionHint: '/Social/Stories/DescriptionHint',
  noPicture: '/Social/Stories/NoPicture',
  noDescription: '/Social/Stories/NoDescription',
  sending: '/Social/Stories/Sharing',
  submit: '/Social/Stories/Submit',
};

/**
 * "Share a story": a dialog with a picture to choose and its description; the picture is uploaded, then shared, the
 * dialog closes and `onShared` runs.
 */
export default function ShareStoryDialog({ isOpen, onClose, onShared }: ShareStoryDialogProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('/Social/Stories/Share')}>
      {/* A new form each time the dialog opens: nothing of an earlier one stays. */}
      {isOpen && (
        <DescribedPictureForm
          texts={texts}
          maxDescriptionLength={maxStoryDescriptionLength}
          intro={<p>{t('/Social/Stories/ShareIntro')}</p>}
          send={async (imageId, description) => {
            await shareStory(http, { imageId, description });
            onClose();
            await onShared();
          }}
        />
      )}
    </Modal>
  );
}
