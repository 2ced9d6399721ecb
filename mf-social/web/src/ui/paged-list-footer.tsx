import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { PostPage } from '../../../contract/product-reviews';
import { FormAlert } from '../forms/form-alert';
import { countText } from './count-text';
import './paged-list-footer.css';

/**
 * The end of a list that pages on (usePagedList): how many of how many are shown (a status a screen reader hears as it
 * grows), the "Show more" button while there is more, and what went wrong asking for it.
 */
export function PagedListFooter({
  page,
  onShowMore,
  problem,
  texts,
  totalIsLowerBound = false,
}: {
  page: PostPage<unknown>;
  onShowMore(): unknown;
  problem: string;
  /** The phrase keys: "{shown} of {total}", and the button's. */
  texts: { shown: string; showMore: string };
  /** The total is "at least" (a search counts so far): it reads "1,000+". */
  totalIsLowerBound?: boolean;
}) {
  const t = usePhrase();
  const culture = useCulture();
  return (
    <>
      <p className="o_PagedList__shown" role="status">
        {page.totalCount > 0 && t(texts.shown, { shown: formatNumber(page.items.length, culture), total: countText(page.totalCount, culture, totalIsLowerBound) })}
      </p>
      {page.nextFrom && (
        <Button variant="secondary" onClick={onShowMore}>
          {t(texts.showMore)}
        </Button>
      )}
      <FormAlert text={problem} />
    </>
  );
}
