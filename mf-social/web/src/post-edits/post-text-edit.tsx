import { usePhrase } from '@storefront/platform';
import type { UpdatePostResponse } from '../../../contract/post-edits';
import type { PostKind } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { TextPostForm } from '../questions/text-post-form';
import { lookLimits, questionLimits, userImagePostLimits } from '../social-rules/social-rules';
import { updatePost } from './post-edit-requests';

/** The kinds whose text alone changes (a review, with its stars and marks, changes on its product's page). */
export type TextPostKind = Exclude<PostKind, 'review'>;

const textLimits: Record<TextPostKind, { min: number; max: number }> = {
  question: questionLimits.text,
  userImagePost: userImagePostLimits.text,
  look: lookLimits.text,
};

export interface PostTextEditProps {
  post: { postId: string; kind: TextPostKind; text: string };
  onEdited(answer: UpdatePostResponse): void;
  onCancel(): void;
}

/** A question's, a picture's or a look's text in a form, saved as the post's change (its own chunk: see OwnPostActions). */
export default function PostTextEdit({ post, onEdited, onCancel }: PostTextEditProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  return (
    <TextPostForm
      label={t('/Social/Edit/PostLabel')}
      submitLabel={t('/Social/Edit/Save')}
      limits={textLimits[post.kind]}
      initialText={post.text}
      send={async (text) => onEdited(await updatePost(http, post.postId, { $type: post.kind, text }))}
      onCancel={onCancel}
    />
  );
}
