import { z } from 'zod';

/** Rows one request of `npm run social:import` carries at most. */
export const maxImportRows = 200;

/** One review of a feed, as the import command read it (review-file.ts) and the server checks it. */
export const importedReview = z.object({
  /** The file's line, for the failures the command lists. */
  line: z.number().int().min(1),
  /** The row's own key in the file: a re-import of the same row changes nothing. */
  rowKey: z.string().min(1).max(40),
  authorKey: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  productKey: z.string().min(1).max(40),
  stars: z.number().int().min(1).max(5),
  title: z.string().max(200),
  text: z.string().trim().min(1).max(10_000),
  skinType: z.string().max(40).nullable(),
  skinTone: z.string().max(40).nullable(),
  isRecommended: z.boolean().nullable(),
  helpfulCount: z.number().int().min(0).max(1_000_000),
  submittedOn: z.iso.date(),
});

export type ImportedReview = z.infer<typeof importedReview>;

/** POST /internal/review-imports: the operator's command sends a file's reviews a chunk at a time. */
export const reviewImportRequest = z.object({
  /** The feed (only Sephora's reviews so far): its product keys are the catalog's imported Sephora products'. */
  source: z.enum(['sephora']),
  rows: z.array(importedReview).min(1).max(maxImportRows),
});

export interface ReviewImportAnswer {
  inserted: number;
  updated: number;
  unchanged: number;
  failures: { line: number; reason: string }[];
}
