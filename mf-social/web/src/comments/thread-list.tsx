import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePhrase } from '@storefront/platform';
import type { CreateCommentResponse, PostPage, QuestionAnswer } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { TextPostForm } from '../questions/text-post-form';
import { ShareOpener } from '../social-profile/share-opener';
import { answerLimits } from '../social-rules/social-rules';
import { PagedListFooter } from '../ui/paged-list-footer';
import { useFocusRequest } from '../ui/use-focus-request';
import { useNextPages } from '../ui/use-next-pages';
import { usePagedList } from '../ui/use-paged-list';
import { CommentItem } from './comment-item';

/** Phrase keys of a thread: a post's comments, or a comment's replies. */
export interface ThreadTexts {
  /** Said of a thread with nothing in it; nothing said when not given. */
  none?: string;
  shown: string;
  showMore: string;
  write: string;
  loginRequired: string;
  submit: string;
  written: string;
  held: string;
}

export interface ThreadListProps {
  first: PostPage<QuestionAnswer>;
  /** Where the next pages are read and a new one is sent (`${path}/…`). */
  pagesPath: string;
  writePath: string;
  /** The list's accessible name and the form's label, in words. */
  listLabel: string;
  formLabel: string;
  texts: ThreadTexts;
  /** Described by this (the comment replied to) where the write button alone would not say which. */
  writeDescribedBy?: string;
  onWritten(comment: QuestionAnswer): void;
  /** What shows under each item (a comment's replies). */
  under?(comment: QuestionAnswer): ReactNode;
  /** Counts the asks to write from outside the list (a reply button above it): each opens the form. */
  writeRequests?: number;
}

const commentIdOf = (comment: QuestionAnswer) => comment.commentId;

/**
 * The comments of a thread read so far, oldest first, then those the member wrote here; "Show more" for the next page;
 * the write button (through the write gate) and its form, which puts what is written last with the keyboard on it.
 */
export function ThreadList(props: ThreadListProps) {
  const { first, pagesPath, writePath, listLabel, formLabel, texts, writeDescribedBy, onWritten, under, writeRequests = 0 } = props;
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const load = useNextPages<QuestionAnswer>(pagesPath);
  const { page, problem, showMore, refFor } = usePagedList(first, load, commentIdOf);
  const focus = useFocusRequest();
  const [written, setWritten] = useState<QuestionAnswer[]>([]);
  const [isWriting, setWriting] = useState(false);
  useEffect(() => {
    if (writeRequests > 0) setWriting(true);
  }, [writeRequests]);
  const [status, setStatus] = useState('');
  const said = useRef<HTMLParagraphElement>(null);

  const send = async (text: string) => {
    const { data } = await http.post<CreateCommentResponse>(writePath, { text });
    setWriting(false);
    setStatus(t(data.isHeldForModeration ? texts.held : texts.written));
    if (data.isHeldForModeration) {
      said.current?.focus();
      return;
    }
    setWritten((shown) => [...shown, data.comment]);
    focus.focusOn(data.comment.commentId);
    onWritten(data.comment);
  };
  // What the member wrote shows last, after the pages read, until those pages bring it.
  const readIds = new Set(page.items.map(commentIdOf));
  const own = written.filter((comment) => !readIds.has(comment.commentId));
  const item = (comment: QuestionAnswer, ref: (element: HTMLElement | null) => void) => (
    <CommentItem key={comment.commentId} comment={comment} itemRef={ref}>
      {under?.(comment)}
    </CommentItem>
  );

  return (
    <>
      {page.items.length + own.length === 0 ? (
        texts.none && <p className="o_PostComments__none">{t(texts.none)}</p>
      ) : (
        <ol className="o_PostComments__list" aria-label={listLabel}>
          {page.items.map((comment) => item(comment, refFor(comment.commentId)))}
          {own.map((comment) => item(comment, focus.refFor(comment.commentId)))}
        </ol>
      )}
      <PagedListFooter page={page} onShowMore={showMore} problem={problem} texts={{ shown: texts.shown, showMore: texts.showMore }} />
      <ShareOpener
        isOpen={isWriting}
        onOpen={() => {
          setStatus('');
          setWriting(true);
        }}
        texts={{ share: texts.write, loginRequired: texts.loginRequired }}
        describedBy={writeDescribedBy}
      >
        <TextPostForm label={formLabel} submitLabel={t(texts.submit)} limits={answerLimits.text} send={send} onCancel={() => setWriting(false)} />
      </ShareOpener>
      <p ref={said} className="o_PostComments__said" role="status" tabIndex={-1}>
        {status}
      </p>
    </>
  );
}
