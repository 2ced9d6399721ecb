import { useEffect, useState, type ReactNode } from 'react';
import { usePhrase } from '@storefront/platform';
import type { CreateCommentResponse, PostPage, QuestionAnswer } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { TextPostForm } from '../questions/text-post-form';
import { ShareOpener } from '../social-profile/share-opener';
import { useOwnProfileId } from '../social-profile/use-own-profile-id';
import { answerLimits } from '../social-rules/social-rules';
import { PagedListFooter } from '../ui/paged-list-footer';
import { useFocusRequest } from '../ui/use-focus-request';
import { useNextPages } from '../ui/use-next-pages';
import { usePagedList } from '../ui/use-paged-list';
import { LikeButton } from '../likes/like-button';
import { CommentItem, metaIdOf } from './comment-item';
import { OwnCommentActions } from './own-comment-actions';

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
  /**
   * The path of one of its comments (`…/reactions/…`, `…/update`, `…/delete`): each takes likes; the member's own
   * offer Edit and Delete.
   */
  commentPathOf(commentId: string): string;
  onDeleted?(): void;
  /** What shows under each item (a comment's replies). */
  under?(comment: QuestionAnswer): ReactNode;
  /** Counts the asks to write from outside the list (a reply button above it): each opens the form. */
  writeRequests?: number;
}

const commentIdOf = (comment: QuestionAnswer) => comment.commentId;
/** The status line's key among the items the keyboard is sent to (comment ids). */
const saidKey = 'said';

/**
 * The comments of a thread read so far, oldest first, then those the member wrote here, each with its likes; "Show
 * more" for the next page; the write button (through the write gate) and its form, which puts what is written last with
 * the keyboard on it.
 * The member's own offer Edit (the new words shown in place) and Delete (asked once more): deleted, or held by the word
 * filter once changed, it leaves the list; a status says what happened.
 */
export function ThreadList(props: ThreadListProps) {
  const { first, pagesPath, writePath, listLabel, formLabel, texts, writeDescribedBy, onWritten, commentPathOf, onDeleted, under, writeRequests = 0 } = props;
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
  const ownProfileId = useOwnProfileId();
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [changed, setChanged] = useState<ReadonlyMap<string, QuestionAnswer>>(new Map());

  const send = async (text: string) => {
    const { data } = await http.post<CreateCommentResponse>(writePath, { text });
    setWriting(false);
    setStatus(t(data.isHeldForModeration ? texts.held : texts.written));
    if (data.isHeldForModeration) {
      // Once it shows: empty, it is not there to take the keyboard.
      focus.focusOn(saidKey);
      return;
    }
    setWritten((shown) => [...shown, data.comment]);
    focus.focusOn(data.comment.commentId);
    onWritten(data.comment);
  };
  const gone = (commentId: string, said: string) => {
    setDeleted((before) => new Set(before).add(commentId));
    setStatus(t(said));
    focus.focusOn(saidKey);
    onDeleted?.();
  };
  const change = ({ comment, isHeldForModeration }: CreateCommentResponse) => {
    if (isHeldForModeration) return gone(comment.commentId, '/Social/Edit/Held');
    setChanged((before) => new Map(before).set(comment.commentId, comment));
    setStatus(t('/Social/Edit/Saved'));
    focus.focusOn(saidKey);
  };
  // What the member wrote shows last, after the pages read, until those pages bring it; what they deleted, nowhere.
  const readIds = new Set(page.items.map(commentIdOf));
  const read = page.items.filter((comment) => !deleted.has(comment.commentId));
  const own = written.filter((comment) => !readIds.has(comment.commentId) && !deleted.has(comment.commentId));
  const shown = { ...page, items: read, totalCount: page.totalCount - (page.items.length - read.length) };
  const item = (read: QuestionAnswer, ref: (element: HTMLElement | null) => void) => {
    const comment = changed.get(read.commentId) ?? read;
    const path = commentPathOf(comment.commentId);
    return (
      <CommentItem key={comment.commentId} comment={comment} itemRef={ref}>
        <LikeButton path={path} likeCount={comment.likeCount} liked={comment.liked} describedBy={metaIdOf(comment)} loginText="/Social/Comments/LikeLoginRequired" />
        {comment.author.profileId === ownProfileId && (
          <OwnCommentActions comment={comment} path={path} onChanged={change} onDeleted={() => gone(comment.commentId, '/Social/Delete/CommentDeleted')} />
        )}
        {under?.(comment)}
      </CommentItem>
    );
  };

  return (
    <>
      {read.length + own.length === 0 ? (
        texts.none && <p className="o_PostComments__none">{t(texts.none)}</p>
      ) : (
        <ol className="o_PostComments__list" aria-label={listLabel}>
          {read.map((comment) => item(comment, refFor(comment.commentId)))}
          {own.map((comment) => item(comment, focus.refFor(comment.commentId)))}
        </ol>
      )}
      <PagedListFooter page={shown} onShowMore={showMore} problem={problem} texts={{ shown: texts.shown, showMore: texts.showMore }} />
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
      <p ref={focus.refFor(saidKey)} className="o_PostComments__said" role="status" tabIndex={-1}>
        {status}
      </p>
    </>
  );
}
