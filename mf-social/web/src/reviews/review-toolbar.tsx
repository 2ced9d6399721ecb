import { useId } from 'react';
import { usePhrase } from '@storefront/platform';
import type { ReviewSort } from '../../../contract/product-reviews';
import type { Stars } from '../product-social-store/product-social-store';
import { reviewSorts } from '../social-rules/social-rules';
import { allStars, starsPhrase } from './star-texts';
import './review-toolbar.css';

const sortPhrase: Record<ReviewSort, string> = {
  newest: '/Social/Reviews/Sort/Newest',
  'most-helpful': '/Social/Reviews/Sort/MostHelpful',
  'highest-rating': '/Social/Reviews/Sort/HighestRating',
  'lowest-rating': '/Social/Reviews/Sort/LowestRating',
};

const isSort = (value: string): value is ReviewSort => (reviewSorts as readonly string[]).includes(value);

export interface ReviewToolbarProps {
  sort: ReviewSort;
  stars: Stars | null;
  onChange(choice: { sort?: ReviewSort; stars?: Stars | null }): void;
}

/** How the reviews are listed: their order, and which stars (the same filter as the summary's rows). */
export function ReviewToolbar({ sort, stars, onChange }: ReviewToolbarProps) {
  const t = usePhrase();
  const sortId = useId();
  const starsId = useId();
  return (
    <div className="o_ReviewToolbar">
      <div className="o_ReviewToolbar__control">
        <label htmlFor={sortId}>{t('/Social/Reviews/SortBy')}</label>
        <select id={sortId} className="o_ReviewToolbar__select" value={sort} onChange={(event) => isSort(event.target.value) && onChange({ sort: event.target.value })}>
          {reviewSorts.map((option) => (
            <option key={option} value={option}>
              {t(sortPhrase[option])}
            </option>
          ))}
        </select>
      </div>
      <div className="o_ReviewToolbar__control">
        <label htmlFor={starsId}>{t('/Social/Reviews/ShowStars')}</label>
        <select
          id={starsId}
          className="o_ReviewToolbar__select"
          value={stars ?? ''}
          onChange={(event) => onChange({ stars: event.target.value === '' ? null : (Number(event.target.value) as Stars) })}
        >
          <option value="">{t('/Social/Reviews/AllStars')}</option>
          {allStars.map((option) => (
            <option key={option} value={option}>
              {t(starsPhrase[option])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
