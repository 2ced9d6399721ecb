import { useId, type ReactNode, type Ref } from 'react';
import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { PostAuthor } from '../../../contract/product-reviews';
import type { ActivityPost } from '../../../contract/social-profile-page';
import { PostInteractions } from '../post-interactions/post-interactions';
import { PostText } from '../post-text/post-text';
import { LookProducts } from '../looks/look-products';
import { SocialPicture } from '../pictures/social-picture';
import { SaveSlot } from '../saved/save-slot';
import { AuthorLink } from '../post-author/author-link';
import { EditedMark } from '../post-date/edited-mark';
import { PostDate } from '../post-date/post-date';
import { StarRating } from '../reviews/star-rating';
import { formatRating } from '../reviews/star-texts';

/** What the line before a post's heading says it is (a look's products are listed under its picture). */
const aboutTexts = {
  review: '/Social/Profile/ReviewOf',
  question: '/Social/Profile/QuestionAbout',
  userImagePost: '/Social/UserImages/PictureOf',
  look: '/Social/Looks/LookWith',
} as const;

/**
 * One post of a profile (or of a feed, with its `author`): a review with its stars and title, a question, a picture of
 * a product with what it shows (its heading, which makes the picture's own text needless), or a look with its products,
 * each with the product it is about (a link to its page) and when; the member's words as text, never markup, its
 * hashtags links; a look's and a picture's likes, and the comments of all but a question, to read and write there.
 */
export function ActivityItem({
  post,
  author,
  articleRef,
  headingLevel = 3,
  actions,
}: {
  post: ActivityPost;
  author?: PostAuthor;
  articleRef?: Ref<HTMLElement>;
  /** 3 under a section's heading (a profile's posts); 2 right under the page's (the feed). */
  headingLevel?: 2 | 3;
  /** What else the reader may do with it (delete their own), described by its heading (`headingId`). */
  actions?(headingId: string): ReactNode;
}) {
  const t = usePhrase();
  const culture = useCulture();
  const headingId = useId();
  const isReview = post.kind === 'review';
  const heading = isReview ? post.title || t('/Social/Profile/Review') : post.text;
  const withHashtags = (text: string) => <PostText text={text} hashtags={post.hashtags} mentions={post.mentions} />;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const productName = post.product ? `${post.product.brandName} ${post.product.name}` : null;
  return (
    <article ref={articleRef} className="o_ActivityItem" tabIndex={-1} aria-labelledby={headingId}>
      {author && (
        <p className="o_ActivityItem__author">
          <AuthorLink author={author} />
        </p>
      )}
      <p className="o_ActivityItem__about">
        {t(aboutTexts[post.kind])}{' '}
        {post.product && productName ? <a href={post.product.url}>{productName}</a> : <span>{t('/Social/Profile/UnknownProduct')}</span>}
      </p>
      <Heading id={headingId} className="o_ActivityItem__heading">
        {withHashtags(heading)}
      </Heading>
      {isReview && post.stars && <StarRating value={post.stars} label={t('/Social/Reviews/Rating', { rating: formatRating(post.stars, culture, 0) })} />}
      {isReview && <p className="o_ActivityItem__text">{withHashtags(post.text)}</p>}
      {post.image && <SocialPicture src={post.image.url} kind="post" source={post.image} />}
      {post.kind === 'look' && <LookProducts products={post.products} />}
      <p className="o_PostMeta">
        <PostDate dateTime={post.createdAt} />
        <EditedMark editedAt={post.editedAt} />
        {(post.kind === 'review' || post.kind === 'question') && (
          <>
            {' '}
            <span>
              {isReview
                ? t('/Social/Reviews/Helpful', { count: formatNumber(post.helpfulCount, culture) })
                : t('/Social/Questions/AnswerCount', { count: formatNumber(post.answerCount, culture) })}
            </span>
          </>
        )}
      </p>
      <PostInteractions post={post} describedBy={headingId} />
      <SaveSlot postId={post.postId} describedBy={headingId} />
      {actions?.(headingId)}
    </article>
  );
}
