import { Suspense, useState } from 'react';
import { Button, lazyPart, usePhrase } from '@storefront/platform';
import type { UpdatePostResponse } from '../../../contract/post-edits';
import type { ActivityPost } from '../../../contract/social-profile-page';
import { ConfirmedDelete } from '../ui/confirmed-delete';
import { useFocusRequest } from '../ui/use-focus-request';
import type { PostTextEditProps } from './post-text-edit';
import './own-post-actions.css';

/** The form: a chunk of its own, loaded when the member means to change a post (Edit focused or pointed at). */
const PostTextEdit = lazyPart<PostTextEditProps>(() => import(/* webpackChunkName: "post-text-edit" */ './post-text-edit'));

export interface OwnPostActionsProps {
  post: ActivityPost;
  /** The post's heading: what its buttons are about. */
  describedBy: string;
  onEdited(answer: UpdatePostResponse): void;
  onDelete(): Promise<void>;
}

/**
 * Under a post of the member's own, on their profile page: "Edit" opens a form with its text in place (a question's,
 * a picture's or a look's; a review, with its stars and marks, is changed on its product's page, which the link
 * leads to), and "Delete" asks once more.
 */
export function OwnPostActions({ post, describedBy, onEdited, onDelete }: OwnPostActionsProps) {
  const t = usePhrase();
  const focus = useFocusRequest();
  const [isEditing, setEditing] = useState(false);
  const preload = () => void PostTextEdit.preload();

  if (isEditing && post.kind !== 'review') {
    return (
      <Suspense fallback={null}>
        <PostTextEdit
          post={{ postId: post.postId, kind: post.kind, text: post.text }}
          onEdited={(answer) => {
            setEditing(false);
            onEdited(answer);
          }}
          onCancel={() => {
            setEditing(false);
            focus.focusOn('edit');
          }}
        />
      </Suspense>
    );
  }
  return (
    <div className="o_OwnPostActions">
      {post.kind === 'review' ? (
        post.product && (
          <a href={post.product.url} aria-describedby={describedBy}>
            {t('/Social/Edit/ReviewOnProductPage')}
          </a>
        )
      ) : (
        <Button ref={focus.refFor('edit')} variant="ghost" aria-describedby={describedBy} onClick={() => setEditing(true)} onFocus={preload} onPointerEnter={preload}>
          {t('/Social/Edit/Post')}
        </Button>
      )}
      <ConfirmedDelete texts={{ delete: '/Social/Delete/Post', confirm: '/Social/Delete/ConfirmPost' }} describedBy={describedBy} onDelete={onDelete} />
    </div>
  );
}
