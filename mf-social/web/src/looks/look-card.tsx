import { useId, type Ref } from 'react';
import type { Look } from '../../../contract/looks';
import { PostComments } from '../comments/post-comments';
import { ReportControl } from '../moderation/report-control';
import { SocialPicture } from '../pictures/social-picture';
import { PostText } from '../post-text/post-text';
import { AuthorLink } from '../post-author/author-link';
import { EditedMark } from '../post-date/edited-mark';
import { PostDate } from '../post-date/post-date';
import { LikeButton } from '../likes/like-button';
import { LookProducts } from './look-products';

/**
 * One look on a product page: its picture (its text, the figure's caption, says what it shows), who shared it and when,
 * its products, its likes and comments, and "Report" on another member's.
 */
export function LookCard({ look, cardRef }: { look: Look; cardRef?: Ref<HTMLElement> }) {
  const textId = useId();
  return (
    <>
      <figure ref={cardRef} className="o_LookCard" tabIndex={-1} aria-labelledby={textId}>
        <SocialPicture src={look.image.url} kind="gallery" source={look.image} />
        <figcaption>
          <span id={textId} className="o_LookCard__text">
            <PostText text={look.text} hashtags={[]} mentions={look.mentions} />
          </span>
          <span className="o_PostMeta">
            <AuthorLink author={look.author} /> <PostDate dateTime={look.createdAt} />
            <EditedMark editedAt={look.editedAt} />
          </span>
        </figcaption>
      </figure>
      <LookProducts products={look.products} />
      <LikeButton path={`/api/social/posts/${look.postId}`} likeCount={look.likeCount} liked={look.liked} describedBy={textId} loginText="/Social/Looks/LikeLoginRequired" />
      <PostComments postId={look.postId} commentCount={look.commentCount} describedBy={textId} />
      {!look.isOwn && <ReportControl about={{ postId: look.postId }} describedBy={textId} />}
    </>
  );
}
