import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { FormAlert } from '../forms/form-alert';
import { noRefusal, refusalOf, type Refusal } from '../forms/refusal';
import { TextAreaField } from '../forms/text-area-field';
import { MentionSuggestions } from '../mentions/mention-suggestions';
import '../forms/fields.css';

export interface TextPostFormProps {
  label: string;
  submitLabel: string;
  limits: { min: number; max: number };
  /** Sends the text (trimmed); rejects with the failed call. */
  send(text: string): Promise<unknown>;
  onCancel(): void;
  /** What the text starts as (words being changed); empty unless given. */
  initialText?: string;
}

/** The server's refusals a post's form words itself (a question, an answer, a picture of a product). */
export const postRefusalWords = { social_profile_required: '/Social/Form/ProfileRequired', posting_limit: '/Social/Moderation/PostingLimit' };

/**
 * A question, an answer or a comment: one text between `limits`, sent by `send`; the keyboard starts in the text, and a
 * '@' being typed offers the profiles it may mean.
 */
export function TextPostForm({ label, submitLabel, limits, send, onCancel, initialText = '' }: TextPostFormProps) {
  const t = usePhrase();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const submitting = useRef(false);
  const [text, setText] = useState(initialText);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(noRefusal);

  useEffect(() => textArea.current?.focus(), []);

  const trimmed = text.trim();
  const problem =
    trimmed === '' ? t('/Social/Form/Required') : trimmed.length < limits.min ? t('/Social/Form/TooShort', { min: limits.min }) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submitting.current) return;
    setAttempted(true);
    setRefusal(noRefusal);
    if (problem) {
      textArea.current?.focus();
      return;
    }
    submitting.current = true;
    try {
      await send(trimmed);
    } catch (error) {
      setRefusal(refusalOf(error, t, postRefusalWords));
    } finally {
      submitting.current = false;
    }
  }

  return (
    <form className="o_TextPostForm" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={label}
        value={text}
        onValueChange={setText}
        max={limits.max}
        error={(attempted ? problem : undefined) ?? refusal.fieldErrors.text}
        required
        rows={3}
        textAreaRef={textArea}
      />
      <MentionSuggestions text={text} control={textArea} onChoose={setText} />
      <FormAlert text={refusal.message} />
      <div className="o_FormActions">
        <Button type="submit">{submitLabel}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('/Social/Form/Cancel')}
        </Button>
      </div>
    </form>
  );
}
