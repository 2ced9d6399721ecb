import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { importedReview, type ImportedReview } from './review-import-request';

/** The columns a Sephora review file must have (Kaggle "Sephora Products and Skincare Reviews", reviews_*.csv). */
export const sephoraReviewColumns = ['author_id', 'rating', 'is_recommended', 'total_pos_feedback_count', 'submission_time', 'review_text', 'review_title', 'skin_tone', 'skin_type', 'product_id'] as const;

export interface ReviewFile {
  rows: ImportedReview[];
  /** Rows that are no review (a rating of 7, no text…), by line: reported, never sent. */
  failures: { line: number; reason: string }[];
}

const flag = (value: string | undefined): boolean | null => (value === '1.0' || value === '1' ? true : value === '0.0' || value === '0' ? false : null);
const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Reads a Sephora review file: one review per row, its key the file's unnamed first column (else its line). */
export async function readSephoraReviews(file: string): Promise<ReviewFile> {
  const records = parse(await readFile(file), { columns: true, skip_empty_lines: true, info: true, bom: true }) as { record: Record<string, string>; info: { lines: number } }[];
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = sephoraReviewColumns.filter((column) => !header.includes(column));
  if (records.length > 0 && missing.length > 0) throw new Error(`not a Sephora review file: no ${missing.join(', ')} column`);
  const result: ReviewFile = { rows: [], failures: [] };
  for (const { record, info } of records) {
    const line = info.lines;
    const parsed = importedReview.safeParse({
      line,
      rowKey: orNull(record['']) ?? String(line),
      authorKey: record.author_id ?? '',
      productKey: record.product_id ?? '',
      stars: Number(record.rating),
      title: record.review_title ?? '',
      text: record.review_text ?? '',
      skinType: orNull(record.skin_type),
      skinTone: orNull(record.skin_tone),
      isRecommended: flag(record.is_recommended),
      helpfulCount: Number(record.total_pos_feedback_count || 0),
      submittedOn: (record.submission_time ?? '').slice(0, 10),
    });
    if (parsed.success) result.rows.push(parsed.data);
    else result.failures.push({ line, reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
  }
  return result;
}
