import { useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { CreateCommentResponse, QuestionAnswer } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { TextPostForm } from '../questions/text-post-form';
import { answerLimits } from '../social-rules/social-rules';
import { ConfirmedDelete } from '../ui/confirmed-delete';
import { metaIdOf } from './comment-item';

export interface OwnCommentActionsProps {
  comment: QuestionAnswer;
  /** The comment's own path: `${path}/update` and `${path}/delete`. */
  path: string;
  onChanged(answer: CreateCommentResponse): void;
  onDeleted(): void;
}

/**
 * Under the member's own comment or reply: "Edit" opens a form with its words in place (saved, the thread shows the
 * new words), and "Delete" asks once more.
 */
export function OwnCommentActions({ comment, path, onChanged, onDeleted }: OwnCommentActionsProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const [isEditing, setEditing] = useState(false);

  const save = async (text: string) => {
    const { data } = await http.post<CreateCommentResponse>(`${path}/update`, { text });
    setEditing(false);
    onChanged(data);
  };
  const remove = async () => {
    await http.post(`${path}/delete`);
    onDeleted();
  };

  if (isEditing) {
    return (
      <TextPostForm
        label={t('/Social/Edit/Label')}
        submitLabel={t('/Social/Edit/Save')}
        limits={answerLimits.text}
        initialText={comment.text}
        send={save}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <div className="o_OwnCommentActions">
      <Button variant="ghost" aria-describedby={metaIdOf(comment)} onClick={() => setEditing(true)}>
        {t('/Social/Edit/Comment')}
      </Button>
      <ConfirmedDelete texts={{ delete: '/Social/Delete/Comment', confirm: '/Social/Delete/ConfirmComment' }} describedBy={metaIdOf(comment)} onDelete={remove} />
    </div>
  );
}
