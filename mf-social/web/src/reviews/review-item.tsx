import { useId, useState } from 'react';
import { Button, useCulture, usePhrase } from '@storefront/platform';
import type { ProductReview, ReviewAttribute } from '../../../contract/product-reviews';
import type { Written } from '../product-social-store/product-social-store';
import type { useFocusRequest } from '../ui/use-focus-request';
import { PostComments } from '../comments/post-comments';
import { HideButton } from '../moderation/hide-button';
import { ReportControl } from '../moderation/report-control';
import { AuthorLink } from '../post-author/author-link';
import { EditedMark } from '../post-date/edited-mark';
import { PostDate } from '../post-date/post-date';
import { PostText } from '../post-text/post-text';
import { skinTonePhrase, skinTypePhrase } from './attribute-texts';
import { HelpfulButton } from './helpful-button';
import { ReviewForm } from './review-form';
import { StarRating } from './star-rating';
import { formatRating } from './star-texts';

export interface ReviewItemProps {
  review: ProductReview;
  /** The product's name and what its reviews ask, for the member changing their own review. */
  product: { name: string; reviewAttributes: ReviewAttribute[] };
  /** Leads the keyboard to the review (by its postId) and to its edit button (`edit-` and its postId). */
  focus: ReturnType<typeof useFocusRequest>;
  /** The member's review changed: in the list as it is now, or held for a moderator and gone from it. */
  onEdited(review: Written<ProductReview>): void;
}

export const editButtonIdOf = (review: ProductReview) => `edit-${review.postId}`;

/**
 * One review, its words as the member wrote them (text, never markup; its hashtags and the profiles it names linked),
 * "(changed)" when they changed it, and its comments behind their button; focusable so the page can lead focus to it.
 * The member's own review has "Edit the review", which puts the review form, filled in, in its place.
 */
export function ReviewItem({ review, product, focus, onEdited }: ReviewItemProps) {
  const t = usePhrase();
  const culture = useCulture();
  const titleId = useId();
  const authorId = useId();
  const [isEditing, setEditing] = useState(false);
  const hasTitle = review.title.trim() !== '';
  if (isEditing) {
    return (
      <div className="o_Review">
        <ReviewForm
          editing={review}
          productName={product.name}
          attributes={product.reviewAttributes}
          onCancel={() => {
            setEditing(false);
            focus.focusOn(editButtonIdOf(review));
          }}
          onPublished={(written) => {
            setEditing(false);
            onEdited(written);
          }}
        />
      </div>
    );
  }
  return (
    <article ref={focus.refFor(review.postId)} className="o_Review" tabIndex={-1} aria-labelledby={hasTitle ? titleId : authorId}>
      <StarRating value={review.stars} label={t('/Social/Reviews/Rating', { rating: formatRating(review.stars, culture, 0) })} />
      {hasTitle && (
        <h3 id={titleId} className="o_Review__title">
          {review.title}
        </h3>
      )}
      <p className="o_PostMeta">
        <AuthorLink id={authorId} author={review.author} />{' '}
        <PostDate dateTime={review.createdAt} />
        <EditedMark editedAt={review.editedAt} />
        {review.isOwn && <span className="o_Review__own">{t('/Social/Reviews/Own')}</span>}
      </p>
      <p className="o_Review__text">
        <PostText text={review.text} hashtags={review.hashtags} mentions={review.mentions} />
      </p>
      {(review.skinType || review.skinTone) && (
        <dl className="o_Review__attributes">
          {review.skinType && (
            <div>
              <dt>{t('/Social/Reviews/SkinType')}</dt>
              <dd>{t(skinTypePhrase[review.skinType])}</dd>
            </div>
          )}
          {review.skinTone && (
            <div>
              <dt>{t('/Social/Reviews/SkinTone')}</dt>
              <dd>{t(skinTonePhrase[review.skinTone])}</dd>
            </div>
          )}
        </dl>
      )}
      {review.isRecommended !== null && (
        <p className="o_Review__recommends">{t(review.isRecommended ? '/Social/Reviews/Recommends' : '/Social/Reviews/DoesNotRecommend')}</p>
      )}
      <div className="o_PostActions">
        <HelpfulButton review={review} />
        {review.isOwn && (
          <Button ref={focus.refFor(editButtonIdOf(review))} variant="ghost" aria-describedby={hasTitle ? titleId : authorId} onClick={() => setEditing(true)}>
            {t('/Social/Edit/Review')}
          </Button>
        )}
        {!review.isOwn && <ReportControl about={{ postId: review.postId }} describedBy={hasTitle ? titleId : authorId} />}
        <HideButton what={{ review: review.postId }} describedBy={hasTitle ? titleId : authorId} />
      </div>
      <PostComments postId={review.postId} commentCount={review.commentCount} describedBy={hasTitle ? titleId : authorId} />
    </article>
  );
}
