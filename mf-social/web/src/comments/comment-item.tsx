import type { ReactNode } from 'react';
import type { QuestionAnswer } from '../../../contract/product-reviews';
import { AuthorLink } from '../post-author/author-link';
import { EditedMark } from '../post-date/edited-mark';
import { PostDate } from '../post-date/post-date';
import { PostText } from '../post-text/post-text';

/**
 * A comment or a reply as a list item: its words (mentions linked), who wrote it and when (and that they changed it);
 * then what goes under it.
 */
export function CommentItem({ comment, itemRef, children }: { comment: QuestionAnswer; itemRef(element: HTMLElement | null): void; children?: ReactNode }) {
  return (
    <li ref={itemRef} tabIndex={-1}>
      <p className="o_PostComments__text">
        <PostText text={comment.text} hashtags={[]} mentions={comment.mentions} />
      </p>
      <p className="o_PostMeta" id={metaIdOf(comment)}>
        <AuthorLink author={comment.author} /> <PostDate dateTime={comment.createdAt} />
        <EditedMark editedAt={comment.editedAt} />
      </p>
      {children}
    </li>
  );
}

/** The id of the line naming a comment's writer and date: what its reply button is described by. */
export const metaIdOf = (comment: QuestionAnswer) => `comment-meta-${comment.commentId}`;
