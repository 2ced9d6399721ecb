import { useId } from 'react';
import { formatNumber, useCulture, usePhrase, type VariantViewModel } from '@storefront/platform';
import './reviews-stand-in.css';

const ratingFormats = new Map<string, Intl.NumberFormat>();
const formatRating = (rating: number, culture: string) => {
  let format = ratingFormats.get(culture);
  if (!format) {
    format = new Intl.NumberFormat(culture, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(culture, format);
  }
  return format.format(rating);
};

/**
 * What stands in the first HTML for team Social's reviews and questions (they render in the browser only): the
 * reviews heading with the product's star average and count, so the page has them before Social's code is here.
 */
export function ReviewsStandIn({ product }: { product: Pick<VariantViewModel['product'], 'rating' | 'reviewCount'> }) {
  const t = usePhrase();
  const culture = useCulture();
  const headingId = useId();
  const { rating, reviewCount } = product;
  const hasRating = rating !== undefined && reviewCount !== undefined && reviewCount > 0;
  return (
    <section className="c_ReviewsStandIn" aria-labelledby={headingId}>
      <h2 id={headingId} className="c_ReviewsStandIn__heading">
        {t('/ProductPage/Reviews/Heading')}
      </h2>
      {hasRating && (
        <p className="c_ReviewsStandIn__rating">
          <span className="c_ReviewsStandIn__stars" aria-hidden="true">
            <span className="c_ReviewsStandIn__filled" style={{ width: `${Math.round((Math.min(5, Math.max(0, rating)) / 5) * 1000) / 10}%` }}>
              ★★★★★
            </span>
            ★★★★★
          </span>
          <span>{t('/ProductPage/Reviews/Rating', { rating: formatRating(rating, culture) })}</span>
          <span>{t('/ProductPage/Reviews/Count', { count: formatNumber(reviewCount, culture) })}</span>
        </p>
      )}
    </section>
  );
}
