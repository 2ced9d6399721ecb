import { useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { Hideable } from '../product-social-store/product-social-store';
import { useProductSocialStore } from '../product-social-store/use-product-social';
import { useModeration } from './moderation-notice';

/**
 * "Hide", for administrators only: the review, question or answer leaves the page for everyone at once (the moderator's
 * action is kept by Social with who took it); the sections then say so and the keyboard goes there.
 */
export function HideButton({ what, describedBy }: { what: Hideable; describedBy: string }) {
  const t = usePhrase();
  const store = useProductSocialStore();
  const moderation = useModeration();
  const [failed, setFailed] = useState(false);
  if (!moderation.isAdmin) return null;
  const hide = () => {
    setFailed(false);
    return store.hide(what).then(
      () => moderation.tell(t('/Social/Moderation/Hidden')),
      () => setFailed(true),
    );
  };
  return (
    <span className="o_Moderation">
      <Button variant="ghost" className="o_Moderation__hide" aria-describedby={describedBy} onClick={hide}>
        {t('/Social/Moderation/Hide')}
      </Button>
      <span role="status" className="o_Moderation__problem">
        {failed ? t('/Errors/Unknown') : ''}
      </span>
    </span>
  );
}
