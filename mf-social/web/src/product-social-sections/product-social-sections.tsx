import { Suspense, useState } from 'react';
import { lazyLoadMarginPx } from '@storefront/platform';
import { SectionsPlaceholder } from './sections-placeholder';
import { SocialSections } from './social-sections-part';
import { isWriteWaiting } from '../social-profile/resumed-write';
import { useInView } from './use-in-view';
import '../styles/focus.css';
import './product-social-sections.css';

export interface ProductSocialSectionsProps {
  /** The product's code (`product.code`), from the product page's slot props. */
  code: string;
  productName: string;
  /** The catalog's rating and review count of the product: its feed's while nobody has reviewed it here. */
  rating?: number | null;
  reviewCount?: number;
}

/**
 * Slot 'product:social-sections': the product's reviews and its questions and answers. This module is what the product
 * page loads with its slots, so it holds no more than the heading: the sections' code and their call wait until they
 * come near the screen (the margin lazy images use).
 */
export default function ProductSocialSections({ code, productName, rating, reviewCount }: ProductSocialSectionsProps) {
  const fromFeed = rating && reviewCount ? { rating, count: reviewCount } : null;
  const [observed, isNear] = useInView<HTMLDivElement>(`${lazyLoadMarginPx}px 0px`);
  // A write the shopper began before logging in opens again at once, wherever the page was scrolled to.
  const [isResuming] = useState(() => isWriteWaiting(code));
  const loading = <SectionsPlaceholder isLoading />;
  return (
    <div ref={observed} className="o_ProductSocialSections">
      {(isNear || isResuming) && code ? (
        <Suspense fallback={loading}>
          <SocialSections key={code} code={code} productName={productName} fromFeed={fromFeed} />
        </Suspense>
      ) : (
        <SectionsPlaceholder />
      )}
    </div>
  );
}
