import { useId, useRef, useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { CommentsPage, CreateCommentResponse, QuestionAnswer } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { AuthorLink } from '../post-author/author-link';
import { PostDate } from '../post-date/post-date';
import { PostText } from '../post-text/post-text';
import { TextPostForm } from '../questions/text-post-form';
import { ShareOpener } from '../social-profile/share-opener';
import { answerLimits, socialPageSize } from '../social-rules/social-rules';
import { PagedListFooter } from '../ui/paged-list-footer';
import { useFocusRequest } from '../ui/use-focus-request';
import { useNextPages } from '../ui/use-next-pages';
import { usePagedList } from '../ui/use-paged-list';
import './post-comments.css';

const commentIdOf = (comment: QuestionAnswer) => comment.commentId;

/**
 * A post's comments behind a disclosure button ("Comments (3)"): opened, the first page is read, oldest first, with
 * "Show more comments" and writing one (a member with a social profile, through the write gate).
 */
export function PostComments({ postId, commentCount, describedBy }: { postId: string; commentCount: number; describedBy: string }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const [first, setFirst] = useState<CommentsPage | null>(null);
  const [count, setCount] = useState(commentCount);
  const [problem, setProblem] = useState('');

  const toggle = () => {
    setOpen(!isOpen);
    if (isOpen || first) return;
    setProblem('');
    http.get<CommentsPage>(`/api/social/posts/${postId}/comments?count=${socialPageSize}`).then(
      ({ data }) => {
        setFirst(data);
        setCount(data.totalCount);
      },
      () => setProblem(t('/Social/Comments/LoadFailed')),
    );
  };

  return (
    <div className="o_PostComments">
      <Button variant="ghost" aria-expanded={isOpen} aria-controls={panelId} aria-describedby={describedBy} onClick={toggle}>
        {t('/Social/Comments/Toggle', { count: formatNumber(count, culture) })}
      </Button>
      <div id={panelId} hidden={!isOpen}>
        <FormAlert text={problem} />
        {first && <CommentList postId={postId} first={first} onWritten={() => setCount((shown) => shown + 1)} />}
      </div>
    </div>
  );
}

/** The comments read so far, then those the member wrote here; "Write a comment" and its form. */
function CommentList({ postId, first, onWritten }: { postId: string; first: CommentsPage; onWritten(): void }) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const load = useNextPages<QuestionAnswer>(`/api/social/posts/${postId}/comments`);
  const { page, problem, showMore, refFor } = usePagedList(first, load, commentIdOf);
  const focus = useFocusRequest();
  const [written, setWritten] = useState<QuestionAnswer[]>([]);
  const [isWriting, setWriting] = useState(false);
  const [status, setStatus] = useState('');
  const said = useRef<HTMLParagraphElement>(null);

  const send = async (text: string) => {
    const { data } = await http.post<CreateCommentResponse>(`/api/social/posts/${postId}/comments/create`, { text });
    setWriting(false);
    setStatus(t(data.isHeldForModeration ? '/Social/Comments/Held' : '/Social/Comments/Written'));
    if (data.isHeldForModeration) {
      said.current?.focus();
      return;
    }
    setWritten((shown) => [...shown, data.comment]);
    focus.focusOn(data.comment.commentId);
    onWritten();
  };
  // What the member wrote shows last, after the pages read, until those pages bring it.
  const readIds = new Set(page.items.map(commentIdOf));
  const own = written.filter((comment) => !readIds.has(comment.commentId));
  const item = (comment: QuestionAnswer, ref: (element: HTMLElement | null) => void) => (
    <li key={comment.commentId} ref={ref} tabIndex={-1}>
      <p className="o_PostComments__text">
        <PostText text={comment.text} hashtags={[]} mentions={comment.mentions} />
      </p>
      <p className="o_PostMeta">
        <AuthorLink author={comment.author} /> <PostDate dateTime={comment.createdAt} />
      </p>
    </li>
  );

  return (
    <>
      {page.items.length + own.length === 0 ? (
        <p className="o_PostComments__none">{t('/Social/Comments/None')}</p>
      ) : (
        <ol className="o_PostComments__list" aria-label={t('/Social/Comments/ListLabel')}>
          {page.items.map((comment) => item(comment, refFor(comment.commentId)))}
          {own.map((comment) => item(comment, focus.refFor(comment.commentId)))}
        </ol>
      )}
      <PagedListFooter page={page} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Comments/Shown', showMore: '/Social/Comments/ShowMore' }} />
      <ShareOpener
        isOpen={isWriting}
        onOpen={() => {
          setStatus('');
          setWriting(true);
        }}
        texts={{ share: '/Social/Comments/Write', loginRequired: '/Social/Comments/LoginRequired' }}
      >
        <TextPostForm
          label={t('/Social/Comments/Label')}
          submitLabel={t('/Social/Comments/Submit')}
          limits={answerLimits.text}
          send={send}
          onCancel={() => setWriting(false)}
        />
      </ShareOpener>
      <p ref={said} className="o_PostComments__said" role="status" tabIndex={-1}>
        {status}
      </p>
    </>
  );
}
