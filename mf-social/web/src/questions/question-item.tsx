import { useId, useState, type Ref } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { CreateCommentResponse, ProductQuestion } from '../../../contract/product-reviews';
import type { Written } from '../product-social-store/product-social-store';
import { OwnCommentActions } from '../comments/own-comment-actions';
import { FormAlert } from '../forms/form-alert';
import { LikeButton } from '../likes/like-button';
import { HideButton } from '../moderation/hide-button';
import { ReportControl } from '../moderation/report-control';
import { AuthorLink } from '../post-author/author-link';
import { EditedMark } from '../post-date/edited-mark';
import { PostDate } from '../post-date/post-date';
import { PostText } from '../post-text/post-text';
import { useProductSocial, useProductSocialStore } from '../product-social-store/use-product-social';
import { answerLimits, questionLimits } from '../social-rules/social-rules';
import { useOwnProfileId } from '../social-profile/use-own-profile-id';
import { useWriteGate } from '../social-profile/write-gate';
import { useFocusRequest } from '../ui/use-focus-request';
import { TextPostForm } from './text-post-form';

const answerButtonId = 'answer';
const editButtonId = 'edit';

export interface QuestionItemProps {
  question: ProductQuestion;
  articleRef?: Ref<HTMLElement>;
  /** The member's question changed: in the list as it is now, or held for a moderator and gone from it. */
  onEdited(question: Written<ProductQuestion>): void;
}

/**
 * A question with its answers, oldest first, "Show more answers" while the server has more, and answering it. Words
 * are the members' own, as text; the keyboard goes on at the first answer a step brought. The member's own question
 * offers Edit (its words in a form in place), and their own answers Edit and Delete; a status says what happened.
 */
export function QuestionItem({ question, articleRef, onEdited }: QuestionItemProps) {
  const t = usePhrase();
  const culture = useCulture();
  const store = useProductSocialStore();
  const { answersLoading } = useProductSocial();
  const gate = useWriteGate();
  const focus = useFocusRequest();
  const textId = useId();
  const [isAnswering, setAnswering] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const [isHeld, setHeld] = useState(false);
  const [problem, setProblem] = useState('');
  const { answers, answerCount } = question;
  const ownProfileId = useOwnProfileId(answers.length > 0);
  const hasMore = answers.length < answerCount && question.answersNextFrom !== null;

  const showMore = () => {
    setProblem('');
    return store.loadMoreAnswers(question.postId).then(
      (added) => added[0] && focus.focusOn(added[0].commentId),
      (error: unknown) => {
        setProblem(t('/Errors/Unknown'));
        throw error;
      },
    );
  };
  const sendAnswer = async (text: string) => {
    const { written, isHeldForModeration } = await store.addAnswer(question.postId, text);
    setAnswering(false);
    setHeld(isHeldForModeration);
    setStatus(t(isHeldForModeration ? '/Social/Moderation/HeldAnswer' : '/Social/AnswerForm/Posted'));
    focus.focusOn(isHeldForModeration ? answerButtonId : written.commentId);
  };
  const cancel = () => {
    setAnswering(false);
    focus.focusOn(answerButtonId);
  };
  // After an own answer changed or went: the status says so (the answer button, after it, keeps the keyboard).
  const ownAnswerChanged = (commentId: string, answer: CreateCommentResponse | null) => {
    const held = answer?.isHeldForModeration === true;
    store.answerChanged(question.postId, commentId, answer && !held ? answer.comment : null);
    setHeld(held);
    setStatus(t(answer === null ? '/Social/Delete/CommentDeleted' : held ? '/Social/Edit/Held' : '/Social/Edit/Saved'));
    focus.focusOn(answerButtonId);
  };

  return (
    <article ref={articleRef} className="o_Question" tabIndex={-1} aria-labelledby={textId}>
      <h3 id={textId} className="o_Question__text">
        <PostText text={question.text} hashtags={question.hashtags} mentions={question.mentions} />
      </h3>
      <p className="o_PostMeta">
        <AuthorLink author={question.author} /> <PostDate dateTime={question.createdAt} />
        <EditedMark editedAt={question.editedAt} />
      </p>
      {isEditing ? (
        <TextPostForm
          label={t('/Social/Edit/PostLabel')}
          submitLabel={t('/Social/Edit/Save')}
          limits={questionLimits.text}
          initialText={question.text}
          send={async (text) => {
            const written = await store.editQuestion(question.postId, text);
            setEditing(false);
            onEdited(written);
          }}
          onCancel={() => {
            setEditing(false);
            focus.focusOn(editButtonId);
          }}
        />
      ) : (
        <div className="o_PostActions">
          {question.isOwn && (
            <Button ref={focus.refFor(editButtonId)} variant="ghost" aria-describedby={textId} onClick={() => setEditing(true)}>
              {t('/Social/Edit/Post')}
            </Button>
          )}
          {!question.isOwn && <ReportControl about={{ postId: question.postId }} describedBy={textId} />}
          <HideButton what={{ question: question.postId }} describedBy={textId} />
        </div>
      )}
      <p className="o_Question__answerCount">
        {answerCount > 0 ? t('/Social/Questions/AnswerCount', { count: formatNumber(answerCount, culture) }) : t('/Social/Questions/NoAnswers')}
      </p>
      {answers.length > 0 && (
        <ol className="o_AnswerList" aria-busy={answersLoading.includes(question.postId) || undefined}>
          {answers.map((answer) => (
            <li key={answer.commentId} ref={focus.refFor(answer.commentId)} className="o_Answer" tabIndex={-1}>
              <p id={`${textId}-${answer.commentId}`} className="o_Answer__text">
                <PostText text={answer.text} hashtags={[]} mentions={answer.mentions} />
              </p>
              <p className="o_PostMeta">
                <AuthorLink author={answer.author} /> <PostDate dateTime={answer.createdAt} />
                <EditedMark editedAt={answer.editedAt} />
              </p>
              <div className="o_PostActions">
                <LikeButton
                  path={`/api/social/posts/${question.postId}/comments/${answer.commentId}`}
                  likeCount={answer.likeCount}
                  liked={answer.liked}
                  describedBy={`${textId}-${answer.commentId}`}
                  loginText="/Social/Comments/LikeLoginRequired"
                />
                <ReportControl about={{ postId: question.postId, commentId: answer.commentId }} describedBy={`${textId}-${answer.commentId}`} />
                <HideButton what={{ question: question.postId, answer: answer.commentId }} describedBy={`${textId}-${answer.commentId}`} />
              </div>
              {answer.author.profileId === ownProfileId && (
                <OwnCommentActions
                  comment={answer}
                  path={`/api/social/posts/${question.postId}/comments/${answer.commentId}`}
                  onChanged={(changed) => ownAnswerChanged(answer.commentId, changed)}
                  onDeleted={() => ownAnswerChanged(answer.commentId, null)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <Button variant="ghost" className="o_Question__more" onClick={showMore}>
          {t('/Social/Questions/MoreAnswers')}
        </Button>
      )}
      <FormAlert text={problem} />
      {gate.canWrite &&
        (isAnswering ? (
          <TextPostForm
            label={t('/Social/AnswerForm/Label')}
            submitLabel={t('/Social/AnswerForm/Submit')}
            limits={answerLimits.text}
            send={sendAnswer}
            onCancel={cancel}
          />
        ) : (
          <Button
            ref={focus.refFor(answerButtonId)}
            variant="ghost"
            className="o_Question__answer"
            aria-describedby={textId}
            onClick={() =>
              gate.request(() => {
                setStatus('');
                setHeld(false);
                setAnswering(true);
              }, t('/Social/Questions/LoginRequired'))
            }
          >
            {t('/Social/Questions/Answer')}
          </Button>
        ))}
      <p className={isHeld ? 'o_HeldNote' : 'p_visually-hidden'} role="status">
        {status}
      </p>
    </article>
  );
}
