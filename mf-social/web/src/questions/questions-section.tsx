import { useEffect, useId, useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { ProductQuestion } from '../../../contract/product-reviews';
import { FormAlert } from '../forms/form-alert';
import type { Written } from '../product-social-store/product-social-store';
import { useProductSocial, useProductSocialStore } from '../product-social-store/use-product-social';
import { questionLimits } from '../social-rules/social-rules';
import { useWriteGate } from '../social-profile/write-gate';
import { useFocusRequest } from '../ui/use-focus-request';
import { QuestionItem } from './question-item';
import { TextPostForm } from './text-post-form';
import './questions-section.css';

const askButtonId = 'ask';

/** The product's questions, newest first, each with its answers; asking one; "Show more questions". */
export function QuestionsSection({ productName }: { productName: string }) {
  const t = usePhrase();
  const culture = useCulture();
  const store = useProductSocialStore();
  const { questions } = useProductSocial();
  const gate = useWriteGate();
  const headingId = useId();
  const focus = useFocusRequest();
  const [isAsking, setAsking] = useState(false);
  const [status, setStatus] = useState('');
  const [isHeld, setHeld] = useState(false);
  const [problem, setProblem] = useState('');
  const { items, totalCount, nextFrom } = questions;

  const ask = async (text: string) => {
    const { written, isHeldForModeration } = await store.addQuestion(text);
    setAsking(false);
    setHeld(isHeldForModeration);
    setStatus(t(isHeldForModeration ? '/Social/Moderation/HeldQuestion' : '/Social/QuestionForm/Posted'));
    // A held question is not in the list: the keyboard goes back to "Ask a question", the note beside it says why.
    focus.focusOn(isHeldForModeration ? askButtonId : written.postId);
  };
  const cancel = () => {
    setAsking(false);
    focus.focusOn(askButtonId);
  };
  const edited = ({ written, isHeldForModeration }: Written<ProductQuestion>) => {
    setHeld(isHeldForModeration);
    setStatus(t(isHeldForModeration ? '/Social/Edit/Held' : '/Social/Edit/PostSaved'));
    // A held question left the list: the keyboard goes to "Ask a question", the note beside it says why.
    focus.focusOn(isHeldForModeration ? askButtonId : written.postId);
  };
  const showMore = () => {
    setProblem('');
    return store.loadMoreQuestions().then(
      (added) => added[0] && focus.focusOn(added[0].postId),
      (error: unknown) => {
        setProblem(t('/Errors/Unknown'));
        throw error;
      },
    );
  };

  const requestAsk = () =>
    gate.request(
      () => {
        setStatus('');
        setHeld(false);
        setAsking(true);
      },
      t('/Social/Questions/LoginRequired'),
      'question',
    );
  // Back from the login this question asked for: its form opens where the shopper was.
  useEffect(() => {
    if (gate.resumed === 'question') requestAsk();
    // Once, on the first render after the login's page load.
  }, []);

  return (
    <section className="o_Questions" aria-labelledby={headingId}>
      <h2 id={headingId} className="o_SectionHeading">
        {t('/Social/Questions/Heading')}
      </h2>
      <p className="o_Questions__count">
        {totalCount > 0 ? t('/Social/Questions/Count', { count: formatNumber(totalCount, culture) }) : t('/Social/Questions/None')}
      </p>
      {gate.canWrite &&
        (isAsking ? (
          <TextPostForm
            label={t('/Social/QuestionForm/Label', { product: productName })}
            submitLabel={t('/Social/QuestionForm/Submit')}
            limits={questionLimits.text}
            send={ask}
            onCancel={cancel}
          />
        ) : (
          <Button
            ref={focus.refFor(askButtonId)}
            variant="secondary"
            className="o_Questions__ask"
            onClick={requestAsk}
          >
            {t('/Social/Questions/Ask')}
          </Button>
        ))}
      <p className={isHeld ? 'o_HeldNote' : 'p_visually-hidden'} role="status">
        {status}
      </p>
      {items.length > 0 && (
        <ol className="o_QuestionList">
          {items.map((question) => (
            <li key={question.postId} className="o_QuestionList__item">
              <QuestionItem question={question} articleRef={focus.refFor(question.postId)} onEdited={edited} />
            </li>
          ))}
        </ol>
      )}
      {nextFrom && (
        <Button variant="secondary" className="o_Questions__more" onClick={showMore}>
          {t('/Social/Questions/ShowMore')}
        </Button>
      )}
      <FormAlert text={problem} />
    </section>
  );
}
