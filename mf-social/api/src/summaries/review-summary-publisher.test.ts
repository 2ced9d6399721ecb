import { foundation, lipMask } from '../testing/fake-catalog-products';
import { onboardedMember, writeReview } from '../testing/social-steps';
import { describeOnEachBackend } from '../testing/test-app';
import { publishReviewSummaries, type ReviewSummaryUpdate } from './review-summary-publisher';

/** A catalog that keeps what it took, or refuses while `refusing`. */
function recordingCatalog() {
  const taken: ReviewSummaryUpdate[][] = [];
  const sink = {
    refusing: false,
    taken,
    async publish(summaries: readonly ReviewSummaryUpdate[]) {
      if (sink.refusing) throw new Error('the catalog answered 503');
      taken.push([...summaries]);
    },
  };
  return sink;
}

describeOnEachBackend('review summaries sent to the catalog', (server) => {
  test('each changed product’s count and average go once, newest version, and again only when they change', async () => {
    const catalog = recordingCatalog();
    await publishReviewSummaries(server().db, catalog);
    catalog.taken.length = 0;
    for (const stars of [5, 4]) await writeReview(server().url, await onboardedMember(server().url), { productCode: lipMask.code, stars });
    await writeReview(server().url, await onboardedMember(server().url), { productCode: foundation.code, stars: 2 });

    catalog.refusing = true;
    await expect(publishReviewSummaries(server().db, catalog)).rejects.toThrow('503');
    catalog.refusing = false;
    expect(await publishReviewSummaries(server().db, catalog)).toBe(2);
    expect(catalog.taken[0]).toEqual([
      { code: foundation.code, ratingTenths: 20, reviewCount: 1, version: expect.any(Number) },
      { code: lipMask.code, ratingTenths: 45, reviewCount: 2, version: expect.any(Number) },
    ]);
    expect(await publishReviewSummaries(server().db, catalog)).toBe(0);

    await writeReview(server().url, await onboardedMember(server().url), { productCode: lipMask.code, stars: 1 });
    expect(await publishReviewSummaries(server().db, catalog)).toBe(1);
    const [again] = catalog.taken.at(-1)!;
    expect(again).toEqual({ code: lipMask.code, ratingTenths: 33, reviewCount: 3, version: expect.any(Number) });
    expect(again!.version).toBeGreaterThan(catalog.taken[0]![1]!.version);
  });
});
