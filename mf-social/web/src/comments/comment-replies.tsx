import { useId, useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { RepliesPage } from '../../../contract/comment-replies';
import type { QuestionAnswer } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { FormAlert } from '../forms/form-alert';
import { useWriteGate } from '../social-profile/write-gate';
import { socialPageSize } from '../social-rules/social-rules';
import { metaIdOf } from './comment-item';
import { ThreadList, type ThreadTexts } from './thread-list';

const replyTexts: ThreadTexts = {
  shown: '/Social/Replies/Shown',
  showMore: '/Social/Replies/ShowMore',
  write: '/Social/Replies/Write',
  loginRequired: '/Social/Replies/LoginRequired',
  submit: '/Social/Replies/Submit',
  written: '/Social/Replies/Written',
  held: '/Social/Replies/Held',
};

/**
 * Under a comment: "Replies (2)" opens its replies (read when first opened), and "Reply" (through the write gate) opens
 * them with a form for one more, which shows last once sent. Someone answering one reply names its writer with '@'.
 */
export function CommentReplies({ postId, comment }: { postId: string; comment: QuestionAnswer }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const gate = useWriteGate();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const [writeRequests, setWriteRequests] = useState(0);
  const [first, setFirst] = useState<RepliesPage | null>(null);
  const [count, setCount] = useState(comment.replyCount);
  const [problem, setProblem] = useState('');
  const path = `/api/social/posts/${postId}/comments/${comment.commentId}`;
  const name = comment.author.displayName;
  const describedBy = metaIdOf(comment);

  const open = async (write: boolean) => {
    if (write) setWriteRequests((asked) => asked + 1);
    setOpen(true);
    if (first) return;
    setProblem('');
    try {
      const { data } = await http.get<RepliesPage>(`${path}/replies?count=${socialPageSize}`);
      setFirst(data);
      setCount(data.totalCount);
    } catch {
      setProblem(t('/Social/Replies/LoadFailed'));
    }
  };

  return (
    <div className="o_CommentReplies">
      {count > 0 && (
        <Button variant="ghost" aria-expanded={isOpen} aria-controls={panelId} aria-describedby={describedBy} onClick={() => (isOpen ? setOpen(false) : void open(false))}>
          {t('/Social/Replies/Toggle', { count: formatNumber(count, culture) })}
        </Button>
      )}
      {/* Once the thread is read, its own button writes in it; before (or when it could not be read), this one. */}
      {(!isOpen || !first) && gate.canWrite && (
        <Button variant="ghost" aria-describedby={describedBy} onClick={() => gate.request(() => void open(true), t(replyTexts.loginRequired))}>
          {t(replyTexts.write)}
        </Button>
      )}
      <FormAlert text={problem} />
      <div id={panelId} hidden={!isOpen}>
        {first && (
          <ThreadList
            first={first}
            pagesPath={`${path}/replies`}
            writePath={`${path}/reply`}
            listLabel={t('/Social/Replies/ListLabel', { name })}
            formLabel={t('/Social/Replies/Label', { name })}
            texts={replyTexts}
            writeDescribedBy={describedBy}
            writeRequests={writeRequests}
            onWritten={() => setCount((shown) => shown + 1)}
            commentPathOf={(replyId) => `/api/social/posts/${postId}/comments/${replyId}`}
            onDeleted={() => setCount((shown) => Math.max(0, shown - 1))}
          />
        )}
      </div>
    </div>
  );
}
