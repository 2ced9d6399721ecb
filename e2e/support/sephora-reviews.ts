import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serviceCallHeaders, serviceIdentity, signIdentity } from '@storefront/platform/server';
import { storePorts } from '../../scripts/lib/store.mjs';
import { e2eBasePort } from './e2e-ports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The real data beside the repository (../shared/data), read by path, never copied in. */
const sharedCatalog = join(root, '..', 'shared', 'data', 'catalog');
export const sephoraReviewsFile = join(sharedCatalog, 'sephora-reviews-sample.csv');

/** The lip mask the review sample is about (999 of its 1,000 reviews), as the catalog codes it. */
export const lipMaskCode = 'sephora:P420652';

const ports = storePorts(e2eBasePort);

/**
 * The Sephora feed's rows of the products the review sample is about, as a feed file of their own (the header and
 * their two lines: neither row holds a line break).
 */
function reviewedProductsFeed(): string {
  const lines = readFileSync(join(sharedCatalog, 'sephora-products.csv'), 'utf8').split('\n');
  const rows = lines.filter((line) => line.startsWith('P420652,') || line.startsWith('P504322,'));
  if (rows.length !== 2) throw new Error(`the Sephora feed should hold the two reviewed products once each, found ${rows.length} rows`);
  const file = join(tmpdir(), `sephora-reviewed-products-${process.pid}.csv`);
  writeFileSync(file, `${lines[0]}\n${rows.join('\n')}\n`);
  return file;
}

/** Imports the feed file through the running catalog server as the operator, and waits for it to finish. */
async function importIntoCatalog(file: string, secret: string): Promise<void> {
  const identity = signIdentity(serviceIdentity('operator', { culture: 'en-US' }), secret);
  const response = await fetch(`http://127.0.0.1:${ports.catalog}/internal/catalog-imports?fileName=reviewed-products.csv`, {
    method: 'POST',
    headers: { ...serviceCallHeaders, 'x-storefront-identity': identity, 'content-type': 'application/octet-stream' },
    body: readFileSync(file),
  });
  const events = await response.text();
  if (!response.ok || !events.includes('"type":"summary"')) throw new Error(`the catalog import answered ${response.status}: ${events.slice(-500)}`);
}

/**
 * What the journeys read and write reviews on: the two Sephora products imported into the e2e store's catalog, then
 * the review sample through `npm run social:import`'s own command (its CLI, with the e2e store's secret and ports).
 * Running it again changes nothing. Answers the command's output.
 */
export async function importSephoraReviews(secret: string): Promise<string> {
  await importIntoCatalog(reviewedProductsFeed(), secret);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(root, 'mf-social/api/src/import/review-import-cli.ts'), sephoraReviewsFile], {
    cwd: join(root, 'mf-social/api'),
    env: { ...process.env, IDENTITY_SECRET: secret, SOCIAL_URL: `http://127.0.0.1:${ports.social}` },
  }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    // Exit code 1: some rows failed and were listed (the sample's second reviews by one author): the rest went in.
    if (error.code === 1 && error.stdout) return { stdout: error.stdout };
    throw new Error(`social import failed: ${error.stderr ?? String(error)}`);
  });
  return stdout;
}
