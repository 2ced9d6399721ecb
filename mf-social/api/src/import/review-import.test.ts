import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lipMask } from '../testing/fake-catalog-products';
import { describeWithSephoraReviews, sephoraReviews } from '../testing/sephora-reviews';
import { call, describeOnEachBackend } from '../testing/test-app';
import { readSephoraReviews } from './review-file';
import { maxImportRows, type ImportedReview, type ReviewImportAnswer } from './review-import-request';

const operator = { service: 'operator' as const };

/** Compares sort keys part by part (numbers as numbers, ISO times as text). */
function compareKeys(a: (string | number)[], b: (string | number)[]): number {
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return a[index]! < b[index]! ? -1 : 1;
  return 0;
}

/** Sends the rows as `npm run social:import` does, a chunk at a time, and adds up the answers. */
async function importRows(url: string, rows: ImportedReview[]): Promise<ReviewImportAnswer> {
  const total: ReviewImportAnswer = { inserted: 0, updated: 0, unchanged: 0, failures: [] };
  for (let at = 0; at < rows.length; at += maxImportRows) {
    const { status, body } = await call(url, '/internal/review-imports', { identity: operator, body: { source: 'sephora', rows: rows.slice(at, at + maxImportRows) } });
    if (status !== 200) throw new Error(`import answered ${status}: ${JSON.stringify(body)}`);
    total.inserted += body.inserted;
    total.updated += body.updated;
    total.unchanged += body.unchanged;
    total.failures.push(...body.failures);
  }
  return total;
}

describeWithSephoraReviews('the Sephora review sample', () => {
  test('reads 1,000 reviews of two products, every row a review', async () => {
    const { rows, failures } = await readSephoraReviews(sephoraReviews);
    expect(failures).toEqual([]);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.productKey))).toEqual(new Set(['P420652', 'P504322']));
    expect(rows[0]).toMatchObject({ line: 2, rowKey: '0', authorKey: '1741593524', productKey: 'P504322', stars: 5, isRecommended: true, helpfulCount: 2, submittedOn: '2023-02-01', skinType: 'dry', skinTone: null });
  });

  test('a row that is no review is reported by its line and the others are read', async () => {
    const file = join(tmpdir(), `reviews-${process.pid}.csv`);
    const header = ',author_id,rating,is_recommended,helpfulness,total_feedback_count,total_neg_feedback_count,total_pos_feedback_count,submission_time,review_text,review_title,skin_tone,eye_color,skin_type,hair_color,product_id';
    await writeFile(file, `${header}\n0,111,7,1.0,,0,0,0,2023-01-01,Seven stars!,Wow,,,,,P420652\n1,222,4,0.0,,0,0,0,2023-01-02,"Fine, really.",Ok,light,,oily,,P420652\n`);
    const { rows, failures } = await readSephoraReviews(file);
    expect(rows.map((row) => row.authorKey)).toEqual(['222']);
    expect(failures).toEqual([{ line: 2, reason: expect.stringContaining('stars') }]);
  });
});

describeWithSephoraReviews('npm run social:import of the Sephora sample', () => {
  describeOnEachBackend('into the social server', (server) => {
    test('attaches the reviews to the imported products, skips second reviews by one author, and a re-run changes nothing', async () => {
      const { rows } = await readSephoraReviews(sephoraReviews);
      const first = await importRows(server().url, rows);
      // The lip mask is in the stand-in catalog; the cleanser (P504322) is not: its one review is reported.
      expect(first.failures.filter((failure) => failure.reason.includes('P504322 is not in the catalog'))).toHaveLength(1);
      const seconds = first.failures.filter((failure) => failure.reason.includes('one review per author'));
      // 13 authors wrote 29 reviews of the lip mask: their first counts, the 16 after it are reported.
      expect(seconds).toHaveLength(16);
      expect(first).toMatchObject({ inserted: 1000 - 1 - 16, updated: 0, unchanged: 0 });
      const [summary] = await server().db.query<{ review_count: number; rating_tenths: number }>('SELECT review_count, rating_tenths FROM review_summaries WHERE product_code = $1', [lipMask.code]);
      const kept = rows.filter((row) => row.productKey === 'P420652' && !seconds.some((failure) => failure.line === row.line));
      expect(summary).toEqual({ review_count: 983, rating_tenths: Math.round((kept.reduce((sum, row) => sum + row.stars, 0) / kept.length) * 10) });

      const again = await importRows(server().url, rows);
      expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 983 });
      expect(again.failures).toHaveLength(17);
      const [versions] = await server().db.query<{ version: string }>('SELECT version::text FROM review_summaries WHERE product_code = $1', [lipMask.code]);
      expect((await importRows(server().url, rows.slice(0, 5))).unchanged).toBe(4);
      const [after] = await server().db.query<{ version: string }>('SELECT version::text FROM review_summaries WHERE product_code = $1', [lipMask.code]);
      expect(after).toEqual(versions);
    });

    // Every page of 983 reviews in four orders (about 400 requests): a minute at most on a busy CI machine.
    test('the imported reviews page 10 at a time in every order, filtered by stars, without repeats or gaps', async () => {
      const code = encodeURIComponent(lipMask.code);
      for (const sort of ['newest', 'most-helpful', 'highest-rating', 'lowest-rating']) {
        for (const stars of [undefined, 1]) {
          const seen: { postId: string; stars: number; helpfulCount: number; createdAt: string }[] = [];
          let from: string | null = '';
          let totalCount = 0;
          while (from !== null) {
            const query = new URLSearchParams({ type: 'review', sort, ...(stars && { stars: String(stars) }), ...(from && { from }) });
            const { status, body } = await call(server().url, `/api/social/posts/pdp/${code}/questions-and-reviews?${query}`);
            expect(status).toBe(200);
            expect(body.items.length).toBeLessThanOrEqual(10);
            seen.push(...body.items);
            totalCount = body.totalCount;
            from = body.nextFrom;
          }
          expect(new Set(seen.map((review) => review.postId)).size).toBe(seen.length);
          expect(seen).toHaveLength(totalCount);
          if (stars) expect(seen.every((review) => review.stars === stars)).toBe(true);
          const keyOf = {
            newest: (review: (typeof seen)[number]) => [review.createdAt],
            'most-helpful': (review: (typeof seen)[number]) => [review.helpfulCount, review.createdAt],
            'highest-rating': (review: (typeof seen)[number]) => [review.stars, review.createdAt],
            'lowest-rating': (review: (typeof seen)[number]) => [-review.stars, review.createdAt],
          }[sort]!;
          const outOfOrder = seen.slice(1).flatMap((review, index) => (compareKeys(keyOf(seen[index]!), keyOf(review)) < 0 ? [[sort, stars, index]] : []));
          expect(outOfOrder).toEqual([]);
        }
      }
      expect((await call(server().url, `/api/social/posts/pdp/${code}/questions-and-reviews?from=not-a-cursor`)).status).toBe(400);
    }, 60_000);
  });
});

describeOnEachBackend('the hashtags of imported reviews', (server) => {
  test('are read from the imported title and text, and read again when a re-import changes the text', async () => {
    const row: ImportedReview = {
      line: 2,
      rowKey: 'hashtags-1',
      authorKey: 'hashtag-author',
      productKey: 'P420652',
      stars: 5,
      title: 'Soft #Lips',
      text: 'Works overnight. #nightcare',
      skinType: null,
      skinTone: null,
      isRecommended: true,
      helpfulCount: 0,
      submittedOn: '2024-03-01',
    };
    const tagsOfRow = async () =>
      (
        await server().db.query<{ hashtag: string }>(
          "SELECT h.hashtag FROM post_hashtags h JOIN posts p ON p.post_id = h.post_id WHERE p.source_key = 'sephora-reviews:hashtags-1' ORDER BY h.hashtag",
        )
      ).map((tag) => tag.hashtag);
    expect(await importRows(server().url, [row])).toMatchObject({ inserted: 1 });
    expect(await tagsOfRow()).toEqual(['lips', 'nightcare']);
    expect(await importRows(server().url, [{ ...row, text: 'Works overnight. #sleepmask' }])).toMatchObject({ updated: 1 });
    expect(await tagsOfRow()).toEqual(['lips', 'sleepmask']);
  });
});
