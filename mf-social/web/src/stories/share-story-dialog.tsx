import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Modal, usePhrase } from '@storefront/platform';
import { maxStoryDescriptionLength } from '../social-rules/social-rules';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { TextInputField } from '../forms/text-input-field';
import { uploadImage } from '../pictures/picture-requests';
import { acceptedPictures, fileProblem, uploadProblem } from '../pictures/upload-problems';
import { shareStory } from './story-requests';

export interface ShareStoryDialogProps {
  isOpen: boolean;
  onClose(): void;
  onShared(): Promise<void> | void;
}

/**
 * "Share a story": a dialog with a picture to choose and its description (required: it is the story for who cannot
 * see it); the picture is uploaded, then shared; `onShared` runs once it is, and the dialog closes.
 */
export default function ShareStoryDialog({ isOpen, onClose, onShared }: ShareStoryDialogProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const hintId = useId();
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<{ description?: string }>({});
  const [said, setSaid] = useState('');
  const [alert, setAlert] = useState('');
  const sharing = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);

  function close(): void {
    onClose();
    setDescription('');
    setProblems({});
    setSaid('');
    setAlert('');
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sharing.current) return;
    const file = fileInput.current?.files?.[0];
    const problem = file ? fileProblem(file, t) : t('/Social/Stories/NoPicture');
    setAlert(problem ?? '');
    if (problem) {
      fileInput.current?.focus();
      return;
    }
    if (!description.trim()) {
      setProblems({ description: t('/Social/Stories/NoDescription') });
      descriptionInput.current?.focus();
      return;
    }
    sharing.current = true;
    setSaid(t('/Social/Stories/Sharing'));
    try {
      const { imageId } = await uploadImage(http, file!);
      await shareStory(http, { imageId, description: description.trim() });
      close();
      await onShared();
    } catch (error) {
      setSaid('');
      setAlert(uploadProblem(error, t));
    } finally {
      sharing.current = false;
    }
  }

  return (
    <Modal isOpen={isOpen} onClose={close} title={t('/Social/Stories/Share')}>
      <form className="o_ShareStory" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('/Social/Stories/ShareIntro')}</p>
        <label className="o_PictureField__choose">
          {t('/Social/Stories/ChoosePicture')}
          <input ref={fileInput} type="file" accept={acceptedPictures} aria-describedby={hintId} data-autofocus onChange={() => setAlert('')} />
        </label>
        <p id={hintId} className="o_PictureField__hint">
          {t('/Social/Pictures/Hint')}
        </p>
        <TextInputField
          label={t('/Social/Stories/Description')}
          hint={t('/Social/Stories/DescriptionHint')}
          value={description}
          onValueChange={(value) => {
            setDescription(value);
            setProblems({});
          }}
          error={problems.description}
          maxLength={maxStoryDescriptionLength}
          required
          inputRef={descriptionInput}
        />
        <p className="o_PictureField__said" role="status">
          {said}
        </p>
        <FormAlert text={alert} />
        <Button type="submit">{t('/Social/Stories/Submit')}</Button>
      </form>
    </Modal>
  );
}
