import type { ReviewSummary, StarCounts } from '../../../contract/product-reviews';

/**
 * The summary once the member's new review is in (`change` 1), or once a moderator's hidden one is out (-1): its
 * stars counted and the average taken again. The recommended share stays as the server said: its rounding hides how
 * many reviews said yes or no.
 */
export function summaryWithReview(summary: ReviewSummary, stars: number, change: 1 | -1 = 1): ReviewSummary {
  const starCounts = summary.starCounts.map((count, index) => (index === stars - 1 ? Math.max(0, count + change) : count)) as StarCounts;
  const count = starCounts.reduce((sum, n) => sum + n, 0);
  const starSum = starCounts.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { ...summary, starCounts, count, average: count === 0 ? null : Math.round((starSum / count) * 10) / 10 };
}
