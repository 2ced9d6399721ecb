import { Suspense, useId, useState } from 'react';
import { Button, formatNumber, lazyPart, useCulture, usePhrase } from '@storefront/platform';
import type { CommentsPage } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { socialPageSize } from '../social-rules/social-rules';
import type { CommentThreadProps } from './comment-thread';
import './post-comments.css';

/** The comments themselves: a chunk of their own, loaded when the button is focused or pointed at, or pressed. */
const CommentThread = lazyPart<CommentThreadProps>(() => import(/* webpackChunkName: "comment-thread" */ './comment-thread'));

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
  const preload = () => void CommentThread.preload();

  const toggle = () => {
    setOpen(!isOpen);
    if (isOpen || first) return;
    setProblem('');
    preload();
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
      <Button
        variant="ghost"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={toggle}
        onFocus={preload}
        onPointerEnter={preload}
      >
        {t('/Social/Comments/Toggle', { count: formatNumber(count, culture) })}
      </Button>
      <div id={panelId} hidden={!isOpen}>
        <FormAlert text={problem} />
        {first && (
          <Suspense fallback={null}>
            <CommentThread postId={postId} first={first} onCounted={(change) => setCount((shown) => Math.max(0, shown + change))} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
