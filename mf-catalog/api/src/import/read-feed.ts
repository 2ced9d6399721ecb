import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import { ZodError } from 'zod';
import { jsonlFeedProduct } from './catalog-jsonl-format';
import { FeedRowError, type FeedProduct, type FeedRecord } from './feed-product';
import { makeupApiColumns, makeupApiProduct } from './makeup-api-feed';
import { sephoraColumns, sephoraProduct } from './sephora-feed';

export type FeedFormat = 'sephora' | 'makeup-api' | 'jsonl';

/** The feed's format from its name and first line. */
export function detectFormat(fileName: string, firstLine: string): FeedFormat | null {
  if (/\.jsonl$/i.test(fileName) || firstLine.trimStart().startsWith('{')) return 'jsonl';
  const header = firstLine.split(',').map((column) => column.trim());
  if (sephoraColumns.every((column) => header.includes(column))) return 'sephora';
  if (makeupApiColumns.every((column) => header.includes(column))) return 'makeup-api';
  return null;
}

const reason = (error: unknown) =>
  error instanceof ZodError
    ? error.issues.map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`).join('; ')
    : error instanceof FeedRowError
      ? error.message
      : error instanceof SyntaxError
        ? `not JSON (${error.message})`
        : String(error);

function toRecord(line: number, read: () => FeedProduct): FeedRecord {
  try {
    return { line, product: read() };
  } catch (error) {
    return { line, error: reason(error) };
  }
}

export interface FeedReadProgress {
  /** Bytes of the file read so far (for the progress bar). */
  bytesRead: () => number;
}

/**
 * The feed's records in file order, streamed (the file is never held in memory). CSV rows keep the line they start
 * on (a quoted field may span lines); a malformed row is a record with its reason, and reading goes on.
 */
export function readFeed(path: string, format: FeedFormat, progress?: { onBytes: (bytes: number) => void }): AsyncIterable<FeedRecord> {
  const stream = createReadStream(path);
  if (progress) stream.on('data', (chunk) => progress.onBytes(chunk.length));
  if (format === 'jsonl') {
    return (async function* () {
      let line = 0;
      for await (const text of createInterface({ input: stream, crlfDelay: Infinity })) {
        line++;
        if (!text.trim()) continue;
        yield toRecord(line, () => jsonlFeedProduct(JSON.parse(text)));
      }
    })();
  }
  const toProduct = format === 'sephora' ? sephoraProduct : makeupApiProduct;
  const parser = stream.pipe(parse({ columns: true, info: true, skip_records_with_error: true, relax_column_count: true, bom: true }));
  // Rows the CSV parser itself cannot read (a broken quote) are skipped by it and reported here with their line.
  const unreadable: FeedRecord[] = [];
  parser.on('skip', (error: Error & { lines?: number }) => unreadable.push({ line: error.lines ?? 0, error: `not valid CSV (${error.message})` }));
  return (async function* () {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      yield* unreadable.splice(0);
      // info.lines is the line the record ends on; a record that spans lines started earlier, which is what a
      // person looks for. Count its line breaks back.
      const breaks = Object.values(record).reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
      yield toRecord(info.lines - breaks, () => toProduct(record));
    }
    yield* unreadable.splice(0);
  })();
}
