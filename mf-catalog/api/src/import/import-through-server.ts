import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { httpHeaders } from '@storefront/platform';
import { serviceIdentity, signIdentity, serviceCallHeaders } from '@storefront/platform/server';
import type { ImportOptions, ImportSummary } from './import-catalog-file';
import type { ImportEvent } from './import-route';

export interface ImportThroughServerOptions extends Pick<ImportOptions, 'file' | 'format' | 'syntheticMultiple' | 'batchSize' | 'onProgress' | 'onFailure'> {
  /** The running catalog server, e.g. http://127.0.0.1:8101. */
  baseUrl: string;
  identitySecret: string;
}

export class ImportThroughServerFailed extends Error {}

async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    pending += decoder.decode(chunk.value, { stream: true });
    const parts = pending.split('\n');
    pending = parts.pop()!;
    yield* parts.filter(Boolean);
  }
  if (pending.trim()) yield pending;
}

/**
 * Sends the feed to the running catalog server (POST /internal/catalog-imports), which imports it into the embedded
 * database it holds, and follows its progress. Stopping this process stops the server's run after its current batch.
 */
export async function importThroughServer(options: ImportThroughServerOptions): Promise<ImportSummary> {
  const query = new URLSearchParams({ fileName: basename(options.file) });
  if (options.format) query.set('format', options.format);
  if (options.syntheticMultiple) query.set('syntheticMultiple', String(options.syntheticMultiple));
  if (options.batchSize) query.set('batchSize', String(options.batchSize));
  // Nobody is shopping behind this call: the operator's command calls for itself, with the store's secret.
  const identity = signIdentity(serviceIdentity('operator', { culture: 'en-US' }), options.identitySecret);
  const response = await fetch(`${options.baseUrl}/internal/catalog-imports?${query}`, {
    method: 'POST',
    headers: { ...serviceCallHeaders, [httpHeaders.identity]: identity, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(createReadStream(options.file)) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ImportThroughServerFailed(body?.error?.message ?? `the catalog server answered ${response.status}`);
  }
  const failures: ImportSummary['failures'] = [];
  for await (const line of lines(response.body)) {
    const event = JSON.parse(line) as ImportEvent;
    switch (event.type) {
      case 'progress':
        options.onProgress?.(event.progress);
        break;
      case 'failure':
        failures.push({ line: event.line, reason: event.reason });
        options.onFailure?.(event.line, event.reason);
        break;
      case 'summary':
        return { ...event.summary, failures };
      case 'stopped':
      case 'error':
        throw new ImportThroughServerFailed(event.message);
    }
  }
  throw new ImportThroughServerFailed('the catalog server stopped answering before the import finished; run it again to resume');
}
