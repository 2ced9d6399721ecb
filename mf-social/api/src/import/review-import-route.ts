import express, { Router } from 'express';
import { accepts, allow, ResponseError, type Database } from '@storefront/platform/server';
import { CatalogUnavailable, type CatalogProducts } from '../catalog/catalog-products';
import { reviewImportRequest } from './review-import-request';
import { writeImportedReviews } from './write-imported-reviews';

export const reviewImportPath = '/internal/review-imports';

const importInput = accepts({ body: reviewImportRequest });

/**
 * POST /internal/review-imports `{ source, rows }`: a chunk of a review file from `npm run social:import`, the
 * operator's identity only. Finds each row's product among the catalog's imported ones, then writes the chunk.
 */
export function reviewImportRoute(db: Database, catalog: CatalogProducts, events: { reviewsChanged(): void }): Router {
  const router = Router();
  router.post(reviewImportPath, allow.services('operator'), express.json({ limit: '4mb' }), importInput, async (_req, res) => {
    const { source, rows } = importInput.body(res);
    let codes: Map<string, string>;
    try {
      codes = await catalog.importedProducts(source, [...new Set(rows.map((row) => row.productKey))]);
    } catch (error) {
      if (error instanceof CatalogUnavailable) throw new ResponseError(503, 'catalog_unavailable', `The catalog must run to find the reviews' products: ${error.message}`);
      throw error;
    }
    const answer = await writeImportedReviews(db, source, rows, codes);
    if (answer.inserted + answer.updated > 0) events.reviewsChanged();
    res.json(answer);
  });
  return router;
}
