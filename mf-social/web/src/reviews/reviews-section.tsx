import { useEffect, useId, useState } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import type { MyReviewState, ProductReview } from '../../../contract/product-reviews';
import type { Written } from '../product-social-store/product-social-store';
import { useProductSocial, useProductSocialStore } from '../product-social-store/use-product-social';
import { useWriteGate } from '../social-profile/write-gate';
import { useFocusRequest } from '../ui/use-focus-request';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';
import { ReviewToolbar } from './review-toolbar';
import './reviews-section.css';

const ignore = () => undefined;
const writeButtonId = 'write-review';
const reviewedId = 'reviewed';

/**
 * The product's reviews: the summary, writing one (a member who has reviewed the product is told so instead), the
 * sort and star filter, and the list. Store devices read only.
 */
/** What the section says in the form's place once the member has reviewed the product, by where the review stands. */
const myReviewText = {
  shown: '/Social/Reviews/AlreadyReviewed',
  'awaiting-moderation': '/Social/Moderation/HeldReview',
  'not-published': '/Social/Moderation/ReviewNotPublished',
} as const satisfies Record<MyReviewState, string>;

export function ReviewsSection({ productName, fromFeed = null }: { productName: string; fromFeed?: { rating: number; count: number } | null }) {
  const t = usePhrase();
  const store = useProductSocialStore();
  const { summary, reviews, reviewAttributes, myReviewId, myReviewState } = useProductSocial();
  const gate = useWriteGate();
  const headingId = useId();
  const focus = useFocusRequest();
  const [isWriting, setWriting] = useState(false);
  const [published, setPublished] = useState('');

  const write = () => {
    setPublished('');
    setWriting(true);
  };
  const cancel = () => {
    setWriting(false);
    focus.focusOn(writeButtonId);
  };
  const onPublished = ({ written, isHeldForModeration }: Written<ProductReview>) => {
    setWriting(false);
    if (isHeldForModeration) {
      // Not in the list until a moderator allows it: the section says so where the form was, and the keyboard goes there.
      focus.focusOn(reviewedId);
      return;
    }
    setPublished(t('/Social/ReviewForm/Published'));
    focus.focusOn(written.postId);
  };
  const onEdited = ({ written, isHeldForModeration }: Written<ProductReview>) => {
    if (isHeldForModeration) {
      // It left the list for a moderator: the section says so where the form would be, and the keyboard goes there.
      focus.focusOn(reviewedId);
      return;
    }
    setPublished(t('/Social/Edit/ReviewSaved'));
    focus.focusOn(written.postId);
  };

  const requestWrite = () => gate.request(write, t('/Social/Reviews/LoginRequired'), 'review');
  // Back from the login this write asked for: the form opens (after the onboarding, if need be) where the shopper was.
  useEffect(() => {
    if (gate.resumed === 'review' && !myReviewId) requestWrite();
    // Once, on the first render after the login's page load.
  }, []);

  return (
    <section className="o_Reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="o_SectionHeading">
        {t('/Social/Reviews/Heading')}
      </h2>
      <ReviewSummary summary={summary} stars={reviews.stars} fromFeed={fromFeed} onStars={(stars) => store.showReviews({ stars }).catch(ignore)} />
      {gate.canWrite &&
        (myReviewId ? (
          <p ref={focus.refFor(reviewedId)} className="o_Reviews__reviewed" tabIndex={-1}>
            {t(myReviewText[myReviewState ?? 'shown'])}
          </p>
        ) : isWriting ? (
          <ReviewForm productName={productName} attributes={reviewAttributes} onCancel={cancel} onPublished={onPublished} />
        ) : (
          <Button ref={focus.refFor(writeButtonId)} variant="secondary" className="o_Reviews__write" onClick={requestWrite}>
            {t('/Social/Reviews/Write')}
          </Button>
        ))}
      <p className="p_visually-hidden" role="status">
        {published}
      </p>
      {summary.count > 0 && <ReviewToolbar sort={reviews.sort} stars={reviews.stars} onChange={(choice) => store.showReviews(choice).catch(ignore)} />}
      <ReviewList reviews={reviews} focus={focus} product={{ name: productName, reviewAttributes }} onEdited={onEdited} />
    </section>
  );
}
