import { useId, useState } from 'react';
import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { Look } from '../../../contract/looks';
import type { CreatePostResponse } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { useProductSocial } from '../product-social-store/use-product-social';
import { ShareOpener } from '../social-profile/share-opener';
import { PagedListFooter } from '../ui/paged-list-footer';
import { useNextPages } from '../ui/use-next-pages';
import { usePagedList } from '../ui/use-paged-list';
import { LookCard } from './look-card';
import { LookForm } from './look-form';
import './looks.css';

const postIdOf = (look: Look) => look.postId;

/**
 * Looks made with the product, newest first: each its picture, its text, who shared it and when, and its products (links
 * to their pages); "Show more looks"; and sharing one (a member with a social profile: the write gate asks for a login
 * or the onboarding first), which starts with this product chosen.
 */
export function LooksSection({ code, productName }: { code: string; productName: string }) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const headingId = useId();
  const { looks, product } = useProductSocial();
  const load = useNextPages<Look>(`/api/social/posts/pdp/${encodeURIComponent(code)}/looks`);
  const { page, problem, showMore, prepend, refFor } = usePagedList(looks, load, postIdOf);
  const [isSharing, setSharing] = useState(false);
  const [status, setStatus] = useState('');

  const send = async (look: { imageId: string; text: string; productCodes: string[] }) => {
    const { data } = await http.post<CreatePostResponse>('/api/social/posts/create', { $type: 'look', ...look });
    setSharing(false);
    if ('look' in data && !data.isHeldForModeration && look.productCodes.includes(code)) prepend(data.look);
    setStatus(t(data.isHeldForModeration ? '/Social/Looks/Held' : '/Social/Looks/Shared'));
  };

  return (
    <section className="o_Looks" aria-labelledby={headingId}>
      <h2 id={headingId} className="o_SectionHeading">
        {t('/Social/Looks/Heading')}
      </h2>
      <p className="o_Looks__count">
        {page.totalCount > 0 ? t('/Social/Looks/Count', { count: formatNumber(page.totalCount, culture) }) : t('/Social/Looks/None')}
      </p>
      <ShareOpener
        isOpen={isSharing}
        onOpen={() => {
          setStatus('');
          setSharing(true);
        }}
        texts={{ share: '/Social/Looks/Share', loginRequired: '/Social/Looks/LoginRequired' }}
      >
        <LookForm initialProducts={product ? [product] : []} send={send} onCancel={() => setSharing(false)} />
      
      </ShareOpener>
      <p className="o_Looks__said" role="status">
        {status}
      </p>
      {page.items.length > 0 && (
        <ul className="o_Looks__list" aria-label={t('/Social/Looks/ListLabel', { product: productName })}>
          {page.items.map((look) => (
            <li key={look.postId}>
              <LookCard look={look} cardRef={refFor(look.postId)} />
            </li>
          ))}
        </ul>
      )}
      <PagedListFooter page={page} onShowMore={showMore} problem={problem} texts={{ shown: '/Social/Looks/Shown', showMore: '/Social/Looks/ShowMore' }} />
    </section>
  );
}
