import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, FormNeedsScript, usePhrase, type OrderReturnRequest } from '@storefront/platform';
import type { ReturnInfo } from '../../../contract/returns';
import { FormMessages } from '../forms/form-messages';
import { refusalOfError } from '../forms/refusal';
import { FieldFrame } from './field-frame';
import { ReturnLineFields } from './return-line-fields';
import { hasProblems, maxCommentLength, returnableLinesOf, returnProblems, returnRequestOf, type LineChoice, type ReturnProblems } from './return-rules';
import { submitReturn } from './submit-return';

export interface SentReturn {
  request: OrderReturnRequest;
  message: string | null;
}

const noProblems: ReturnProblems = { lines: {} };
const unchosen: LineChoice = { quantity: '0', reasonId: '' };

/** The products to send back, why, and a comment; checked in the browser, then sent by the kind of request. */
export function ReturnForm({ info, onSent }: { info: ReturnInfo; onSent: (sent: SentReturn) => void }) {
  const t = usePhrase();
  const formRef = useRef<HTMLFormElement>(null);
  const commentId = useId();
  const counterId = useId();
  const { order, kind, reasons } = info;
  const lines = returnableLinesOf(order.lines);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<ReturnProblems>(noProblems);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const sending = useRef(false);

  useEffect(() => {
    if (focusRequests === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('input'))?.focus();
  }, [focusRequests]);

  function refuse(message: string | null, found: ReturnProblems = noProblems): void {
    setProblems(found);
    setError(message);
    setFocusRequests((count) => count + 1);
  }

  async function send(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending.current) return;
    const found = returnProblems(order.lines, choices, comment);
    if (hasProblems(found)) {
      refuse(found.form ? t(found.form) : t('/MyPages/Errors/CheckFields'), found);
      return;
    }
    const request = returnRequestOf(order.lines, choices, comment);
    sending.current = true;
    setSending(true);
    setProblems(noProblems);
    setError(null);
    try {
      const answer = await submitReturn(order.orderNumber, kind, request);
      if (answer.success) {
        const sent = answer.request ?? { id: '', kind, createdAt: new Date().toISOString(), lines: request.lines, comment: request.comment ?? '', status: 'received' as const };
        onSent({ request: sent, message: answer.message ?? null });
        return;
      }
      refuse(answer.message ?? t('/Errors/Unknown'));
    } catch (failure) {
      refuse(refusalOfError(failure, t).message);
    } finally {
      sending.current = false;
      setSending(false);
    }
  }

  return (
    <form ref={formRef} className="a_ReturnForm" noValidate onSubmit={(event) => void send(event)} aria-busy={isSending}>
      <FormNeedsScript />
      {lines.map((line) => (
        <ReturnLineFields
          key={line.code}
          line={line}
          reasons={reasons}
          choice={choices[line.code] ?? unchosen}
          errors={problems.lines[line.code]}
          onChange={(choice) => setChoices((current) => ({ ...current, [line.code]: choice }))}
        />
      ))}
      <FieldFrame htmlFor={commentId} label={t('/MyPages/Return/Comment')}>
        <textarea
          id={commentId}
          className="a_Textarea"
          rows={5}
          maxLength={maxCommentLength}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={problems.comment ? true : undefined}
          aria-describedby={counterId}
        />
        <p className={problems.comment ? 'a_Field__error' : 'a_Field__hint'} id={counterId}>
          {problems.comment
            ? t(problems.comment, { max: maxCommentLength })
            : t('/MyPages/Return/CommentCounter', { count: comment.length, max: maxCommentLength })}
        </p>
      </FieldFrame>
      <FormMessages error={error} />
      <div>
        <Button type="submit">{kind === 'return' ? t('/MyPages/Return/SendReturn') : t('/MyPages/Return/SendComplaint')}</Button>
      </div>
    </form>
  );
}
