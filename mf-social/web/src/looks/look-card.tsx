import { useId, type Ref } from 'react';
import type { Look } from '../../../contract/looks';
import { ReportControl } from '../moderation/report-control';
import { SocialPicture } from '../pictures/social-picture';
import { AuthorLink } from '../post-author/author-link';
import { PostDate } from '../post-date/post-date';
import { LookProducts } from './look-products';

/**
 * One look on a product page: its picture (its text, the figure's caption, says what it shows), who shared it and when,
 * its products, and "Report" on another member's.
 */
export function LookCard({ look, cardRef }: { look: Look; cardRef?: Ref<HTMLElement> }) {
  const textId = useId();
  return (
    <>
      <figure ref={cardRef} className="o_LookCard" tabIndex={-1} aria-labelledby={textId}>
        <SocialPicture src={look.image.url} kind="gallery" source={look.image} />
        <figcaption>
          <span id={textId} className="o_LookCard__text">
            {look.text}
          </span>
          <span className="o_PostMeta">
            <AuthorLink author={look.author} /> <PostDate dateTime={look.createdAt} />
          </span>
        </figcaption>
      </figure>
      <LookProducts products={look.products} />
      {!look.isOwn && <ReportControl about={{ postId: look.postId }} describedBy={textId} />}
    </>
  );
}
