import { useState } from 'react';
import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { ProductReview } from '../../../contract/product-reviews';
import { useProductSocial, useProductSocialStore } from '../product-social-store/use-product-social';
import { useWriteGate } from '../social-profile/write-gate';

/**
 * "Helpful (12)": a toggle button (aria-pressed) that marks the review helpful or takes the mark back, at once; a
 * visitor is asked to log in. Own reviews and store devices show the count only.
 */
export function HelpfulButton({ review }: { review: ProductReview }) {
  const t = usePhrase();
  const culture = useCulture();
  const store = useProductSocialStore();
  const { helpfulPending } = useProductSocial();
  const gate = useWriteGate();
  const [failed, setFailed] = useState(false);
  const label = t('/Social/Reviews/Helpful', { count: formatNumber(review.helpfulCount, culture) });
  if (!gate.canWrite || review.isOwn) return <p className="o_Review__helpfulCount">{label}</p>;

  const toggle = () => {
    setFailed(false);
    store.toggleHelpful(review.postId).catch(() => setFailed(true));
  };

  return (
    <div className="o_Review__helpful">
      <button
        type="button"
        className="o_Review__helpfulButton"
        aria-pressed={review.markedHelpful}
        aria-busy={helpfulPending.includes(review.postId) || undefined}
        onClick={() => gate.requestLogin(toggle, t('/Social/Reviews/HelpfulLoginRequired'))}
      >
        {label}
      </button>
      <p className="o_Review__helpfulProblem" role="status">
        {failed ? t('/Errors/Unknown') : ''}
      </p>
    </div>
  );
}
