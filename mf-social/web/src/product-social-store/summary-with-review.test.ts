import { summaryWithReview } from './summary-with-review';

test('a new review is counted in its stars and the average is taken again, to one decimal', () => {
  expect(summaryWithReview({ average: null, count: 0, starCounts: [0, 0, 0, 0, 0], recommendedPercent: null }, 5)).toEqual({
    average: 5,
    count: 1,
    starCounts: [0, 0, 0, 0, 1],
    recommendedPercent: null,
  });
  expect(summaryWithReview({ average: 4.5, count: 2, starCounts: [0, 0, 0, 1, 1], recommendedPercent: 50 }, 1)).toEqual({
    average: 3.3,
    count: 3,
    starCounts: [1, 0, 0, 1, 1],
    recommendedPercent: 50,
  });
});
