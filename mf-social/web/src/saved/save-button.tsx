import { useRef, useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { SaveButtonProps } from './saved-posts';

/** "Save" on a post: a toggle, pressed while it is saved; a failure says so. */
export default function SaveButton({ postId, describedBy, saved }: SaveButtonProps) {
  const t = usePhrase();
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  const isSaved = saved.isSaved(postId);
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
