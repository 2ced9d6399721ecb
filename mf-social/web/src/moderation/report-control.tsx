import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { ReportReason } from '../../../contract/moderation';
import { FormAlert } from '../forms/form-alert';
import { refusalOf } from '../forms/refusal';
import type { PostOrComment } from '../product-social-store/product-social-requests';
import { useProductSocialStore } from '../product-social-store/use-product-social';
import { useWriteGate } from '../social-profile/write-gate';
import { reportReasons } from '../social-rules/social-rules';
import './moderation.css';

const ownWords = { posting_limit: '/Social/Moderation/PostingLimit' };

/**
 * "Report" under a post or an answer: the reasons as radio buttons, sent once; then a thank-you in its place, where the
 * keyboard goes. A visitor is asked to log in first; store devices read only.
 */
export function ReportControl({ about, describedBy }: { about: PostOrComment; describedBy: string }) {
  const t = usePhrase();
  const store = useProductSocialStore();
  const gate = useWriteGate();
  const legendId = useId();
  const [state, setState] = useState<'closed' | 'open' | 'sent'>('closed');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [problem, setProblem] = useState('');
  const firstReason = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (state === 'open') firstReason.current?.focus();
    if (state === 'sent') thanks.current?.focus();
    if (state === 'closed' && wasOpen.current) opener.current?.focus();
    wasOpen.current = state === 'open';
  }, [state]);

  if (!gate.canWrite) return null;
  if (state === 'sent') {
    return (
      <p ref={thanks} className="o_Report__sent" tabIndex={-1} role="status">
        {t('/Social/Moderation/Reported')}
      </p>
    );
  }
  if (state === 'closed') {
    return (
      <Button
        ref={opener}
        variant="ghost"
        className="o_Report__open"
        aria-describedby={describedBy}
        onClick={() => gate.requestLogin(() => setState('open'), t('/Social/Moderation/ReportLoginRequired'))}
      >
        {t('/Social/Moderation/Report')}
      </Button>
    );
  }

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setProblem(t('/Social/Moderation/ChooseReason'));
      firstReason.current?.focus();
      return;
    }
    setProblem('');
    try {
      await store.report(about, reason);
      setState('sent');
    } catch (error) {
      setProblem(refusalOf(error, t, ownWords).message);
    }
  };

  return (
    <form className="o_Report" noValidate onSubmit={(event) => void send(event)}>
      <fieldset aria-describedby={describedBy}>
        <legend id={legendId}>{t('/Social/Moderation/ReportQuestion')}</legend>
        {reportReasons.map((choice, index) => (
          <label key={choice} className="o_Report__reason">
            <input
              ref={index === 0 ? firstReason : undefined}
              type="radio"
              name={`${legendId}-reason`}
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            {t(`/Social/Moderation/Reason/${choice}`)}
          </label>
        ))}
      </fieldset>
      <FormAlert text={problem} />
      <div className="o_Report__actions">
        <Button type="submit" variant="secondary">
          {t('/Social/Moderation/SendReport')}
        </Button>
        <Button variant="ghost" onClick={() => setState('closed')}>
          {t('/Social/Form/Cancel')}
        </Button>
      </div>
    </form>
  );
}
