import { useId, type Ref } from 'react';
import { useCulture, usePhrase } from '@storefront/platform';
import type { ProductReview } from '../../../contract/product-reviews';
import { PostComments } from '../comments/post-comments';
import { HideButton } from '../moderation/hide-button';
import { ReportControl } from '../moderation/report-control';
import { AuthorLink } from '../post-author/author-link';
import { PostDate } from '../post-date/post-date';
import { PostText } from '../post-text/post-text';
import { skinTonePhrase, skinTypePhrase } from './attribute-texts';
import { HelpfulButton } from './helpful-button';
import { StarRating } from './star-rating';
import { formatRating } from './star-texts';

/**
 * One review, its words as the member wrote them (text, never markup; its hashtags and the profiles it names linked),
 * and its comments behind their button; focusable so the page can lead focus to it.
 */
export function ReviewItem({ review, articleRef }: { review: ProductReview; articleRef?: Ref<HTMLElement> }) {
  const t = usePhrase();
  const culture = useCulture();
  const titleId = useId();
  const authorId = useId();
  const hasTitle = review.title.trim() !== '';
  return (
    <article ref={articleRef} className="o_Review" tabIndex={-1} aria-labelledby={hasTitle ? titleId : authorId}>
      <StarRating value={review.stars} label={t('/Social/Reviews/Rating', { rating: formatRating(review.stars, culture, 0) })} />
      {hasTitle && (
        <h3 id={titleId} className="o_Review__title">
          {review.title}
        </h3>
      )}
      <p className="o_PostMeta">
        <AuthorLink id={authorId} author={review.author} />{' '}
        <PostDate dateTime={review.createdAt} />
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
        {!review.isOwn && <ReportControl about={{ postId: review.postId }} describedBy={hasTitle ? titleId : authorId} />}
        <HideButton what={{ review: review.postId }} describedBy={hasTitle ? titleId : authorId} />
      </div>
      <PostComments postId={review.postId} commentCount={review.commentCount} describedBy={hasTitle ? titleId : authorId} />
    </article>
  );
}
