import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { TextInputField } from '../forms/text-input-field';
import { MentionSuggestions } from '../mentions/mention-suggestions';
import { uploadImage } from './picture-requests';
import { acceptedPictures, fileProblem, uploadProblem } from './upload-problems';
import '../forms/fields.css';

/** The words of one use of the form (a story, a picture of a product), as phrase keys. */
export interface DescribedPictureTexts {
  choose: string;
  description: string;
  descriptionHint: string;
  noPicture: string;
  noDescription: string;
  sending: string;
  submit: string;
}

export interface DescribedPictureFormProps {
  texts: DescribedPictureTexts;
  maxDescriptionLength: number;
  /** Shares the uploaded picture with its description (trimmed); rejects with the failed call. */
  send(imageId: string, description: string): Promise<void>;
  /** What comes before the fields (an introduction). */
  intro?: ReactNode;
  /** A Cancel button, where the form is not in a dialog of its own. */
  onCancel?(): void;
  /** The refusals the caller words itself (a code → a phrase key), besides the picture's own. */
  ownWords?: Record<string, string>;
  /** Fields of the caller's own, after the description (a look's products). */
  children?: ReactNode;
  /** Whether the caller's fields are ready to send: false stops the form (the caller says why and moves the focus). */
  isReady?(): boolean;
  /** A '@' typed in the description offers the profiles it may mean (where the words show as a post's, not as alt text). */
  offersMentions?: boolean;
}

/**
 * A picture to choose and what it shows, in words (required: it is the picture's text for who cannot see it): the
 * file's type and size are checked here, then it is uploaded and `send` shares it. The keyboard starts at the file.
 */
export function DescribedPictureForm(props: DescribedPictureFormProps) {
  const { texts, maxDescriptionLength, send, intro, onCancel, ownWords = {}, children, isReady, offersMentions = false } = props;
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const hintId = useId();
  const [description, setDescription] = useState('');
  const [descriptionProblem, setDescriptionProblem] = useState<string>();
  const [said, setSaid] = useState('');
  const [alert, setAlert] = useState('');
  const sending = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending.current) return;
    const file = fileInput.current?.files?.[0];
    const problem = file ? fileProblem(file, t) : t(texts.noPicture);
    setAlert(problem ?? '');
    if (problem) {
      fileInput.current?.focus();
      return;
    }
    if (!description.trim()) {
      setDescriptionProblem(t(texts.noDescription));
      descriptionInput.current?.focus();
      return;
    }
    if (isReady && !isReady()) return;
    sending.current = true;
    setSaid(t(texts.sending));
    try {
      const { imageId } = await uploadImage(http, file!);
      await send(imageId, description.trim());
      setSaid('');
    } catch (error) {
      setSaid('');
      setAlert(uploadProblem(error, t, ownWords));
    } finally {
      sending.current = false;
    }
  }

  return (
    <form className="o_DescribedPictureForm" noValidate onSubmit={(event) => void submit(event)}>
      {intro}
      <label className="o_PictureField__choose">
        {t(texts.choose)}
        <input ref={fileInput} type="file" accept={acceptedPictures} aria-describedby={hintId} data-autofocus onChange={() => setAlert('')} />
      </label>
      <p id={hintId} className="o_PictureField__hint">
        {t('/Social/Pictures/Hint')}
      </p>
      <TextInputField
        label={t(texts.description)}
        hint={t(texts.descriptionHint)}
        value={description}
        onValueChange={(value) => {
          setDescription(value);
          setDescriptionProblem(undefined);
        }}
        error={descriptionProblem}
        maxLength={maxDescriptionLength}
        required
        inputRef={descriptionInput}
      />
      {offersMentions && <MentionSuggestions text={description} control={descriptionInput} onChoose={setDescription} />}
      {children}
      <p className="o_PictureField__said" role="status">
        {said}
      </p>
      <FormAlert text={alert} />
      <div className="o_FormActions">
        <Button type="submit">{t(texts.submit)}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('/Social/Form/Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
