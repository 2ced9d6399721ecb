import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, FormNeedsScript, usePhrase } from '@storefront/platform';
import { FormAlert } from '../forms/form-alert';
import { noRefusal, refusalOf, type Refusal } from '../forms/refusal';
import { TextAreaField } from '../forms/text-area-field';
import { directMessageLimits } from '../social-rules/social-rules';
import { messageRefusalWords } from './message-refusals';
import '../forms/fields.css';
import './direct-messages.css';

export interface MessageFormProps {
  /** The field's label: "Your message to Anna B". */
  label: string;
  /** Sends the text (trimmed); rejects with the failed call. */
  send(text: string): Promise<unknown>;
  /** The keyboard starts in the field (a form the member just opened). */
  focusFirst?: boolean;
}

const isSendKey = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * A direct message to write: Enter starts a new line, the Send button or Ctrl/Cmd+Enter sends it. Once sent the field
 * is empty again and keeps the keyboard, for the next one; a refusal is said beside it, in the member's words. A press
 * while the message is on its way does nothing.
 */
export function MessageForm({ label, send, focusFirst = false }: MessageFormProps) {
  const t = usePhrase();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(noRefusal);
  useEffect(() => {
    if (focusFirst) textArea.current?.focus();
  }, [focusFirst]);

  const trimmed = text.trim();
  const problem = trimmed.length < directMessageLimits.text.min ? t('/Social/Form/Required') : undefined;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    setRefusal(noRefusal);
    // Sent by the button, the keyboard goes back to the field: the next message is written there.
    textArea.current?.focus();
    if (problem) return;
    sending.current = true;
    try {
      await send(trimmed);
      setText('');
      setAttempted(false);
    } catch (error) {
      setRefusal(refusalOf(error, t, messageRefusalWords));
    } finally {
      sending.current = false;
    }
  }

  return (
    <form
      ref={form}
      className="o_MessageForm"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (!isSendKey(event)) return;
        event.preventDefault();
        form.current?.requestSubmit();
      }}
    >
      <FormNeedsScript />
      <TextAreaField
        label={label}
        value={text}
        onValueChange={setText}
        max={directMessageLimits.text.max}
        error={(attempted ? problem : undefined) ?? refusal.fieldErrors.text}
        required
        rows={3}
        textAreaRef={textArea}
      />
      <FormAlert text={refusal.message} />
      <div className="o_FormActions o_MessageForm__actions">
        <Button type="submit" aria-keyshortcuts="Control+Enter Meta+Enter">
          {t('/Social/Messages/Send')}
        </Button>
        <p className="o_MessageForm__shortcut">{t('/Social/Messages/SendShortcut')}</p>
      </div>
    </form>
  );
}
