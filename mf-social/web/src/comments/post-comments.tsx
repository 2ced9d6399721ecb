import { useId, useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { CommentsPage } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { socialPageSize } from '../social-rules/social-rules';
import { CommentReplies } from './comment-replies';
import { ThreadList, type ThreadTexts } from './thread-list';
import './post-comments.css';

const commentTexts: ThreadTexts = {
  none: '/Social/Comments/None',
  shown: '/Social/Comments/Shown',
  showMore: '/Social/Comments/ShowMore',
  write: '/Social/Comments/Write',
  loginRequired: '/Social/Comments/LoginRequired',
  submit: '/Social/Comments/Submit',
  written: '/Social/Comments/Written',
  held: '/Social/Comments/Held',
};

/**
 * A post's comments behind a disclosure button ("Comments (3)"): opened, the first page is read, oldest first, with
 * "Show more comments", writing one (a member with a social profile, through the write gate), and each comment's
 * replies.
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
        {first && (
          <ThreadList
            first={first}
            pagesPath={`/api/social/posts/${postId}/comments`}
            writePath={`/api/social/posts/${postId}/comments/create`}
            listLabel={t('/Social/Comments/ListLabel')}
            formLabel={t('/Social/Comments/Label')}
            texts={commentTexts}
            onWritten={() => setCount((shown) => shown + 1)}
            commentPathOf={(commentId) => `/api/social/posts/${postId}/comments/${commentId}`}
            onDeleted={() => setCount((shown) => Math.max(0, shown - 1))}
            under={(comment) => <CommentReplies postId={postId} comment={comment} />}
          />
        )}
      </div>
    </div>
  );
}
