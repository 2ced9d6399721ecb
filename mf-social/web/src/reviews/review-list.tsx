import { useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { ProductReview } from '../../../contract/product-reviews';
import type { ReviewList as Reviews, Written } from '../product-social-store/product-social-store';
import { useProductSocialStore } from '../product-social-store/use-product-social';
import { FormAlert } from '../forms/form-alert';
import { useFocusRequest } from '../ui/use-focus-request';
import { ReviewItem, type ReviewItemProps } from './review-item';

export interface ReviewListProps extends Pick<ReviewItemProps, 'product'> {
  reviews: Reviews;
  focus: ReturnType<typeof useFocusRequest>;
  onEdited(review: Written<ProductReview>): void;
}

/**
 * The reviews in the chosen sort and filter, how many of how many show, and "Show more reviews", after which the
 * keyboard goes on at the first review it added. `focus` leads it to a review given from outside (a new one).
 */
export function ReviewList({ reviews, focus, product, onEdited }: ReviewListProps) {
  const t = usePhrase();
  const culture = useCulture();
  const store = useProductSocialStore();
  const [problem, setProblem] = useState('');
  const { items, totalCount, nextFrom, status, stars } = reviews;

  if (status === 'failed') {
    return (
      <div className="o_ReviewList__failed">
        <FormAlert text={t('/Errors/Unknown')} />
        <Button variant="secondary" onClick={() => store.showReviews({})}>
          {t('/Common/Retry')}
        </Button>
      </div>
    );
  }

  const showMore = () => {
    setProblem('');
    return store.loadMoreReviews().then(
      (added) => added[0] && focus.focusOn(added[0].postId),
      (error: unknown) => {
        setProblem(t('/Errors/Unknown'));
        throw error;
      },
    );
  };

  return (
    <>
      {items.length === 0 && status === 'ready' && stars !== null && <p className="o_ReviewList__none">{t('/Social/Reviews/NoneWithStars')}</p>}
      <ol className="o_ReviewList" aria-busy={status === 'loading' || undefined}>
        {items.map((review) => (
          <li key={review.postId} className="o_ReviewList__item">
            <ReviewItem review={review} product={product} focus={focus} onEdited={onEdited} />
          </li>
        ))}
      </ol>
      <p className="o_ReviewList__shown" role="status">
        {status === 'loading' ? t('/Common/Loading') : t('/Social/Reviews/Shown', { shown: formatNumber(items.length, culture), total: formatNumber(totalCount, culture) })}
      </p>
      {nextFrom && status !== 'loading' && (
        <Button variant="secondary" className="o_ReviewList__more" onClick={showMore}>
          {t('/Social/Reviews/ShowMore')}
        </Button>
      )}
      <FormAlert text={problem} />
    </>
  );
}
