import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { accepts, allow, ResponseError } from '@storefront/platform/server';
import { z } from 'zod';
import type { CatalogRouteOptions } from '../http/catalog-route-options';
import { importCatalogFile, ImportStopped, UnreadableFeed, type ImportProgress, type ImportSummary } from './import-catalog-file';
import type { ShoppersFirst } from './shoppers-first';

/** One line of the answer's NDJSON stream. */
export type ImportEvent =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'failure'; line: number; reason: string }
  | { type: 'summary'; summary: Omit<ImportSummary, 'failures'> }
  | { type: 'stopped'; message: string }
  | { type: 'error'; message: string };

const importInput = accepts({
  query: z.object({
    fileName: z
      .string()
      .min(1)
      .max(200)
      .transform((name) => basename(name))
      .refine((name) => /^[^/\\\0]+$/.test(name) && name !== '..', 'fileName is a plain file name'),
    format: z.enum(['sephora', 'makeup-api', 'jsonl']).optional(),
    syntheticMultiple: z.coerce.number().int().min(1).max(100).default(1),
    // Absent: the database's own default (defaultBatchSizes).
    batchSize: z.coerce.number().int().min(1).max(5000).optional(),
  }),
});

/** A gigabyte: ten times the Sephora feed a thousand times over; anything larger is a mistake. */
const maxUploadBytes = 1024 ** 3;

function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new ResponseError(413, 'feed_too_large', `A feed may be at most ${limit} bytes.`));
      else done(null, chunk);
    },
  });
}

/** Writes events as NDJSON, starting the 200 answer with the first one (errors before it are ordinary JSON errors). */
function eventStream(res: Response) {
  return (event: ImportEvent) => {
    if (!res.headersSent) {
      res.status(200);
      res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      // no-transform: the compression middleware would hold the lines back until the end.
      res.setHeader('Cache-Control', 'no-store, no-transform');
    }
    res.write(`${JSON.stringify(event)}\n`);
  };
}

/**
 * POST /internal/catalog-imports?fileName=&format=&syntheticMultiple=&batchSize=: the feed file as the body, imported
 * by this server into the database it has open (`npm run catalog:import` sends it here while the store runs on the
 * embedded database, which one process holds). Answers NDJSON events as batches commit. One import at a time; a
 * caller that goes away stops the run after the batch being written, and the next run of the same file resumes.
 * Only the operator's command may call it (`npm run catalog:import`, signing with the store's secret): never a browser.
 */
export const catalogImportPath = '/internal/catalog-imports';

export function catalogImportRoute(options: CatalogRouteOptions, shoppersFirst: ShoppersFirst): Router {
  const router = Router();
  let running = false;
  // The body is the feed itself, streamed to disk as it comes (up to a gigabyte): it has no schema, only a byte limit.
  router.post(catalogImportPath, allow.services('operator'), importInput, async (req, res) => {
    const params = importInput.query(res);
    if (running) throw new ResponseError(409, 'import_running', 'An import is already running on this server; try again when it has finished.');
    running = true;
    const dir = await mkdtemp(join(tmpdir(), 'catalog-upload-'));
    const cancelled = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) cancelled.abort();
    });
    try {
      const file = join(dir, params.fileName);
      try {
        await pipeline(req, byteLimit(maxUploadBytes), createWriteStream(file));
      } catch (error) {
        if (cancelled.signal.aborted) return; // the caller went away during the upload: nothing was imported
        throw error;
      }
      const send = eventStream(res);
      try {
        const { failures: _failures, ...summary } = await importCatalogFile(options.db, {
          file,
          ...(params.format ? { format: params.format } : {}),
          syntheticMultiple: params.syntheticMultiple,
          ...(params.batchSize ? { batchSize: params.batchSize } : {}),
          // Between its steps, while shoppers are served, the import rests as long as the step took and lets the pages
          // under way finish: it has the thread half the time at most, and a third under a steady stream of shoppers.
          giveWay: (lastStepMs) => shoppersFirst.givenWay(lastStepMs),
          today: options.today(),
          signal: cancelled.signal,
          onProgress: (progress) => send({ type: 'progress', progress }),
          onFailure: (line, reason) => send({ type: 'failure', line, reason }),
        });
        send({ type: 'summary', summary });
      } catch (error) {
        if (error instanceof UnreadableFeed && !res.headersSent) throw new ResponseError(400, 'unreadable_feed', error.message);
        if (error instanceof ImportStopped) {
          options.logger.warn('catalog import stopped: the caller went away');
          if (!res.writableEnded) send({ type: 'stopped', message: error.message });
        } else {
          options.logger.error({ err: error }, 'catalog import failed');
          if (!res.headersSent) throw error;
          send({ type: 'error', message: 'The import failed; the batches committed so far stay, and running it again resumes.' });
        }
      }
      res.end();
    } finally {
      running = false;
      await rm(dir, { recursive: true, force: true });
    }
  });
  return router;
}
