import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { ReviewSummary as Summary } from '../../../contract/product-reviews';
import type { Stars } from '../product-social-store/product-social-store';
import { StarRating } from './star-rating';
import { allStars, formatRating, starsPhrase } from './star-texts';
import './review-summary.css';

export interface ReviewSummaryProps {
  summary: Summary;
  /** The star filter in force. */
  stars: Stars | null;
  /** A row pressed: its stars as the filter, or none when it was the filter already. */
  onStars(stars: Stars | null): void;
  /** The catalog's rating and count from the product's feed, shown while nobody has reviewed the product here. */
  fromFeed?: { rating: number; count: number } | null;
}

/**
 * The average with its stars, how many reviewed, who recommends it, and a row per number of stars, 5 to 1: each a
 * toggle button that shows only the reviews with those stars.
 */
export function ReviewSummary({ summary, stars, onStars, fromFeed }: ReviewSummaryProps) {
  const t = usePhrase();
  const culture = useCulture();
  const { average, count, starCounts, recommendedPercent } = summary;
  if ((count === 0 || average === null) && fromFeed && fromFeed.count > 0) {
    // An imported product's rating is its feed's until shoppers review it here: said as such, not as none.
    const feedRating = formatRating(fromFeed.rating, culture, 1);
    return (
      <div className="o_ReviewSummary__feed">
        <StarRating value={fromFeed.rating} label={t('/Social/Reviews/Rating', { rating: feedRating })} />
        <p>{t('/Social/Reviews/FromFeed', { rating: feedRating, count: formatNumber(fromFeed.count, culture) })}</p>
      </div>
    );
  }
  if (count === 0 || average === null) return <p className="o_ReviewSummary__none">{t('/Social/Reviews/None')}</p>;
  const rating = formatRating(average, culture, 1);
  return (
    <div className="o_ReviewSummary">
      <div className="o_ReviewSummary__overall">
        <p className="o_ReviewSummary__average" aria-hidden="true">
          {rating}
        </p>
        <StarRating value={average} label={t('/Social/Reviews/Rating', { rating })} size="large" />
        <p className="o_ReviewSummary__count">{t('/Social/Reviews/Count', { count: formatNumber(count, culture) })}</p>
        {recommendedPercent !== null && (
          <p className="o_ReviewSummary__recommended">{t('/Social/Reviews/Recommended', { percent: formatNumber(recommendedPercent, culture) })}</p>
        )}
      </div>
      <div className="o_StarHistogram" role="group" aria-label={t('/Social/Reviews/FilterByStars')}>
        {allStars.map((rowStars) => {
          const rowCount = starCounts[rowStars - 1] ?? 0;
          return (
            <button
              key={rowStars}
              type="button"
              className="o_StarHistogram__row"
              aria-pressed={stars === rowStars}
              onClick={() => onStars(stars === rowStars ? null : rowStars)}
            >
              <span className="o_StarHistogram__stars">{t(starsPhrase[rowStars])}</span>
              <span className="o_StarHistogram__bar" aria-hidden="true">
                <span className="o_StarHistogram__fill" style={{ width: `${(rowCount / count) * 100}%` }} />
              </span>
              <span className="o_StarHistogram__count" aria-hidden="true">
                {formatNumber(rowCount, culture)}
              </span>
              <span className="p_visually-hidden">{t('/Social/Reviews/Count', { count: formatNumber(rowCount, culture) })}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
