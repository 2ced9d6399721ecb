import { useCallback, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { usePhrase } from '@storefront/platform';
import { refusalOfAnswer, refusalOfError } from './refusal';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface Answer {
  success: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
}

export interface ChangeFormState {
  isSending: boolean;
  success: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
}

const idle: ChangeFormState = { isSending: false, success: null, error: null, fieldErrors: {} };

/**
 * A form that asks the server for a change: one request at a time, its success announced, its refusal shown in an
 * alert and at the fields, with focus on the first refused field.
 */
export function useChangeForm(form: RefObject<HTMLElement | null>) {
  const t = usePhrase();
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [state, setState] = useState<ChangeFormState>(idle);
  const sending = useRef(false);

  /** Field errors the browser found (already in the shopper's words); nothing is sent. */
  const refuse = useCallback(
    (fieldErrors: Record<string, string>) => {
      // A field hides its error once the shopper edits it: clearing first shows the same words again on a new try.
      flushSync(() => setState(idle));
      setState({ ...idle, fieldErrors });
      focusFirstInvalid();
    },
    [focusFirstInvalid],
  );

  const send = useCallback(
    async <A extends Answer>(call: () => Promise<A>, successText: (answer: A) => string): Promise<A | null> => {
      if (sending.current) return null;
      sending.current = true;
      setState({ ...idle, isSending: true });
      let refusal;
      try {
        const answer = await call();
        if (answer.success) {
          setState({ ...idle, success: successText(answer) });
          return answer;
        }
        refusal = refusalOfAnswer(answer, t);
      } catch (error) {
        refusal = refusalOfError(error, t);
      } finally {
        sending.current = false;
      }
      setState({ ...idle, error: refusal.message, fieldErrors: refusal.fieldErrors });
      focusFirstInvalid();
      return null;
    },
    [focusFirstInvalid, t],
  );

  /** What a field of the form needs of it: the name the server knows it by, its value and setter, what was refused. */
  const fieldOf = (name: string, value: string, onValueChange: (value: string) => void) => ({
    name,
    value,
    onValueChange,
    serverError: state.fieldErrors[name],
  });

  return { ...state, refuse, send, fieldOf };
}
