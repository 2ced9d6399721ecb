import { useRef, useState } from 'react';
import { Button, useObservable, usePhrase } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';
import { savedPostsOf } from './saved-post-ids';

export interface SaveButtonProps {
  postId: string;
  describedBy: string;
  memberId: string;
}

/** "Save" on a post: a toggle, pressed while it is saved, once the member's saved posts are read; a failure says so. */
export default function SaveButton({ postId, describedBy, memberId }: SaveButtonProps) {
  const t = usePhrase();
  const { http } = useSocialEnvironment();
  const saved = savedPostsOf(http, memberId);
  const ids = useObservable(saved.ids$, saved.ids$.getValue());
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  if (!ids) return null;
  const isSaved = ids.has(postId);
  const toggle = () => {
    if (sending.current) return;
    sending.current = true;
    saved.setSaved(postId, !isSaved).then(
      () => {
        sending.current = false;
        setFailed(false);
      },
      () => {
        sending.current = false;
        setFailed(true);
      },
    );
  };
  return (
    <span className="o_SaveButton">
      <Button variant="ghost" aria-pressed={isSaved} aria-describedby={describedBy} onClick={toggle}>
        <span aria-hidden="true">{isSaved ? '✓ ' : ''}</span>
        {t('/Social/Saved/Save')}
      </Button>
      {failed && <span role="alert">{t('/Errors/Unknown')}</span>}
    </span>
  );
}
