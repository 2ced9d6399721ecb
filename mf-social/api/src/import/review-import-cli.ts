// `npm run social:import -- <file>`: imports a Sephora review file into team Social through its running server (the
// reviews' products are found among the catalog's imported Sephora products, so the store must run: `npm start`).
// Progress on stderr; a bad row is reported and skipped; running it again changes nothing. Exit code 0: every row
// imported; 1: some rows failed (listed); 2: usage or setup.
// `npm run social:import -- --synthetic [--profiles 10000] [--posts 100000]`: synthetic members for scale figures
// instead (demo-data/synthetic-social.ts), the same on every run.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { callTeam, readIdentitySecret, serviceIdentity, signIdentity } from '@storefront/platform/server';
import { maxImportRows, type ReviewImportAnswer } from './review-import-request';
import { readSephoraReviews } from './review-file';
import { reviewImportPath } from './review-import-route';
import { syntheticLimits, syntheticSocialPath } from './synthetic-route';

const usage = 'usage: npm run social:import -- <reviews.csv> | --synthetic [--profiles 10000] [--posts 100000]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

/** A whole number of at most `max`, from an option's text. */
function count(text: string, name: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) fail(`--${name} is a whole number up to ${max}.`);
  return value;
}

async function synthetic(socialUrl: string, secret: string, profiles: number, posts: number): Promise<void> {
  process.stderr.write(`Making ${profiles} synthetic profiles and ${posts} posts…\n`);
  const identity = signIdentity(serviceIdentity('operator'), secret);
  const answer = await callTeam({ url: `${socialUrl}${syntheticSocialPath}`, identity, method: 'POST', json: { profiles, posts }, timeoutMs: 30 * 60_000 });
  if (answer.kind === 'failed') fail(`Team Social's server at ${socialUrl} did not answer (${answer.reason}): start the store first (npm start).`);
  if (answer.kind === 'refused') fail(`Team Social's server answered ${answer.status} (are reviews there to write about, and is this the store's secret?).`);
  const made = answer.body as { profiles: number; posts: number; follows: number; comments: number; helpfulMarks: number; products: number; seconds: number };
  process.stdout.write(
    `Synthetic social data in ${made.seconds} s: ${made.profiles} profiles, ${made.follows} follows, ${made.posts} posts about ` +
      `${made.products} products, ${made.comments} comments, ${made.helpfulMarks} helpful marks.\n`,
  );
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { synthetic: { type: 'boolean', default: false }, profiles: { type: 'string', default: '10000' }, posts: { type: 'string', default: '100000' } },
  });
  const socialUrl = (process.env.SOCIAL_URL ?? `http://127.0.0.1:${Number(process.env.PORT ?? 8080) + 24}`).replace(/\/+$/, '');
  const secret = readIdentitySecret(process.env);
  if (values.synthetic) {
    if (positionals.length > 0) fail('--synthetic takes no review file.');
    await synthetic(socialUrl, secret, count(values.profiles, 'profiles', syntheticLimits.profiles), count(values.posts, 'posts', syntheticLimits.posts));
    return;
  }
  if (positionals.length !== 1) fail('Give exactly one review file.');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const started = performance.now();
  const { rows, failures } = await readSephoraReviews(file);
  const total = rows.length + failures.length;
  const summary: ReviewImportAnswer = { inserted: 0, updated: 0, unchanged: 0, failures: [...failures] };
  let done = failures.length;
  for (let at = 0; at < rows.length; at += maxImportRows) {
    const chunk = rows.slice(at, at + maxImportRows);
    const identity = signIdentity(serviceIdentity('operator'), secret);
    const answer = await callTeam({ url: `${socialUrl}${reviewImportPath}`, identity, method: 'POST', json: { source: 'sephora', rows: chunk }, timeoutMs: 60_000 });
    if (answer.kind === 'failed') fail(`Team Social's server at ${socialUrl} did not answer (${answer.reason}): start the store first (npm start).`);
    if (answer.kind === 'refused') fail(`Team Social's server answered ${answer.status} (is the catalog running, and is this the store's secret?).`);
    const part = answer.body as ReviewImportAnswer;
    summary.inserted += part.inserted;
    summary.updated += part.updated;
    summary.unchanged += part.unchanged;
    summary.failures.push(...part.failures);
    done += chunk.length;
    process.stderr.write(`\r${done} / ${total} rows`);
  }
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write('\n');
  process.stdout.write(
    `Imported ${total} review rows in ${seconds.toFixed(1)} s: ${summary.inserted} new, ${summary.updated} updated, ` +
      `${summary.unchanged} unchanged, ${summary.failures.length} failed.\n`,
  );
  for (const failure of summary.failures.sort((a, b) => a.line - b.line).slice(0, 50)) process.stdout.write(`  line ${failure.line}: ${failure.reason}\n`);
  if (summary.failures.length > 50) process.stdout.write(`  … and ${summary.failures.length - 50} more\n`);
  process.exitCode = summary.failures.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`social import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
