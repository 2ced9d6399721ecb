import { usePhrase } from '@storefront/platform';
import type { CommentsPage } from '../../../contract/product-reviews';
import { WithWriteGate } from '../social-profile/write-gate';
import { CommentReplies } from './comment-replies';
import { ThreadList, type ThreadTexts } from './thread-list';

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

export interface CommentThreadProps {
  postId: string;
  /** The first page of its comments, as PostComments read it. */
  first: CommentsPage;
  /** A comment was written (+1) or deleted (-1): the count on the button follows. */
  onCounted(change: 1 | -1): void;
}

/**
 * A post's comments, oldest first, with "Show more comments", writing one (through the write gate: the page's, or one of
 * their own in a list of posts) and each comment's replies: a chunk of its own, loaded when the reader means to open
 * them (PostComments).
 */
export default function CommentThread({ postId, first, onCounted }: CommentThreadProps) {
  const t = usePhrase();
  return (
    <WithWriteGate code={`comments:${postId}`}>
      <ThreadList
        first={first}
        pagesPath={`/api/social/posts/${postId}/comments`}
        writePath={`/api/social/posts/${postId}/comments/create`}
        listLabel={t('/Social/Comments/ListLabel')}
        formLabel={t('/Social/Comments/Label')}
        texts={commentTexts}
        onWritten={() => onCounted(1)}
        commentPathOf={(commentId) => `/api/social/posts/${postId}/comments/${commentId}`}
        onDeleted={() => onCounted(-1)}
        under={(comment) => <CommentReplies postId={postId} comment={comment} />}
      />
    </WithWriteGate>
  );
}
