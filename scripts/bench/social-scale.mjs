// Team Social at scale (issue 17): `npm run social:import -- --synthetic` makes 10,000 profiles (each following 20
// others) and 100,000 posts with comments and helpful marks in the running store; then the feed, a product's reviews
// hashtag pages, social search and post creation are timed straight from the social server (as the gateway calls it, with a member's
// signed identity: synthetic members have no login), one request at a time and at 10 clients, and the feed of a member
// who follows 1,000 profiles is paged from its first page to its 500th.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { signIdentity } from '../../platform/src/server/identity.ts';
import { percentile } from './percentile.mjs';

const profiles = 10_000;
const posts = 100_000;

/** The id the generator gives synthetic profile n (mf-social/api/src/demo-data/synthetic-social.ts). */
const syntheticProfileId = (n) => {
  const hex = createHash('md5').update(`synthetic:profile:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};

const figuresOf = (label, timings, extra = {}) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { label, requests: sorted.length, p50ms: +percentile(sorted, 50).toFixed(2), p99ms: +percentile(sorted, 99).toFixed(2), ...extra };
};

function runSynthetic(root, socialUrl, secret) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'mf-social/api/src/import/review-import-cli.ts'), '--synthetic', '--profiles', String(profiles), '--posts', String(posts)],
      { cwd: join(root, 'mf-social/api'), env: { ...process.env, SOCIAL_URL: socialUrl, IDENTITY_SECRET: secret }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve({ seconds: +((performance.now() - started) / 1000).toFixed(1), output: output.trim() }) : reject(new Error(`social:import --synthetic exited with ${code}`))));
  });
}

/** Social's figures on a store that runs at `socialUrl`, signed with the store's `secret`. */
export async function socialScaleFigures({ root, socialUrl, secret }) {
  const headersOf = (userId) => ({
    accept: 'application/json',
    'content-type': 'application/json',
    'x-storefront-identity': signIdentity({ userId, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now() }, secret),
  });
  const member = (n) => `synthetic-member-${n}`;
  const timed = async (path, userId, init = {}) => {
    const started = performance.now();
    const response = await fetch(`${socialUrl}${path}`, { headers: headersOf(userId), ...init });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  const atOnce = async (count, clients, request) => {
    const timings = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < count) timings.push((await request(next++)).ms);
      }),
    );
    return { timings, perSecond: +(count / ((performance.now() - started) / 1000)).toFixed(1) };
  };
  /** Each page's time, from the first page of `path` on by its `nextFrom`, up to `pages` of them. */
  const pageThrough = async (path, userId, pages) => {
    const timings = [];
    let from = null;
    for (let page = 1; page <= pages; page++) {
      const { ms, body } = await timed(`${path}${from ? `?from=${encodeURIComponent(from)}` : ''}`, userId);
      timings.push(ms);
      from = body.nextFrom;
      if (!from) break;
    }
    return timings;
  };

  const made = await runSynthetic(root, socialUrl, secret);
  const results = { synthetic: made, figures: [] };
  const feedOf = (i) => timed('/api/my/social/feed', member(1 + ((i * 7) % profiles)));
  await atOnce(50, 1, feedOf);
  const feedOne = await atOnce(400, 1, feedOf);
  results.figures.push(figuresOf('feed, first page (follows 20), one request at a time', feedOne.timings));
  const feedTen = await atOnce(1000, 10, feedOf);
  results.figures.push(figuresOf('feed, first page, 10 clients', feedTen.timings, { perSecond: feedTen.perSecond }));

  // Products with reviews, from the feeds: their reviews as the product page asks for them.
  const codes = [...new Set((await Promise.all([1, 2, 3, 4, 5].map((n) => timed('/api/my/social/feed', member(n))))).flatMap(({ body }) => body.items.map((item) => item.productCode)))];
  const reviews = await atOnce(400, 10, (i) => timed(`/api/social/posts/pdp/${encodeURIComponent(codes[i % codes.length])}`, member(1 + i)));
  results.figures.push(figuresOf(`a product's reviews and questions (${codes.length} products), 10 clients`, reviews.timings, { perSecond: reviews.perSecond }));

  // Hashtag pages: #synthetic is on every synthetic post (100,000), each #shade<n> on a hundredth of them; the first
  // page as a visitor's browser asks for it, and the hundredth page of #synthetic by its cursor.
  const tagOne = await atOnce(200, 1, (i) => timed(`/api/social/posts/by-hashtag/shade${i % 100}`, member(1 + i)));
  results.figures.push(figuresOf('a hashtag of 1,000 posts, first page, one request at a time', tagOne.timings));
  const tagTen = await atOnce(400, 10, (i) => timed(`/api/social/posts/by-hashtag/${i % 2 === 0 ? 'synthetic' : `shade${i % 100}`}`, member(1 + i)));
  results.figures.push(figuresOf('hashtags of 100,000 and of 1,000 posts, first page, 10 clients', tagTen.timings, { perSecond: tagTen.perSecond }));
  const tagPages = await pageThrough('/api/social/posts/by-hashtag/synthetic', member(1), 100);
  results.figures.push(figuresOf(`#synthetic (100,000 posts), pages 1–${tagPages.length}`, tagPages));

  // Social search: a word on every post (100,000), one on a third of them, one on a single post, and a name's two words
  // of 10,000 profiles; social autocomplete as the quick search asks for it; each at 10 clients.
  const searchOf = (q) => `/api/social/posts/search?${new URLSearchParams({ q })}`;
  for (const [label, q] of [
    ['posts/search, a word on all 100,000 posts', 'synthetic'],
    ['posts/search, two words on a third of the posts', 'dry skin'],
    ['posts/search, a word on one post', '31337'],
  ]) {
    const searched = await atOnce(200, 10, () => timed(searchOf(q), member(1)));
    results.figures.push(figuresOf(`${label} ("${q}"), first page, 10 clients`, searched.timings, { perSecond: searched.perSecond }));
  }
  const profilesFound = await atOnce(200, 10, (i) => timed(`/api/social/profiles/search?${new URLSearchParams({ q: `member ${1 + (i % 99)}` })}`, member(1)));
  results.figures.push(figuresOf('profiles/search ("member 1" … "member 99", of 10,000 profiles), 10 clients', profilesFound.timings, { perSecond: profilesFound.perSecond }));
  const completed = await atOnce(400, 10, (i) => timed(`/search/socialautocomplete?${new URLSearchParams({ q: i % 2 === 0 ? `shade${i % 10}` : 'synth' })}`, member(1)));
  results.figures.push(figuresOf('socialautocomplete ("shade0" … "shade9", "synth"), 10 clients', completed.timings, { perSecond: completed.perSecond }));

  // Each post by another member: one member's hour allows only a few.
  const create = await atOnce(200, 10, (i) =>
    timed('/api/social/posts/create', member(5_000 + i), {
      method: 'POST',
      body: JSON.stringify({ $type: 'question', productCode: codes[i % codes.length], text: `Does it work in the bench, question ${i}?` }),
    }),
  );
  results.figures.push(figuresOf('post creation (a question), 10 clients', create.timings, { perSecond: create.perSecond }));

  // A member who follows 1,000 profiles (about 10,000 posts in the feed): page 1 to page 500, each page timed.
  const reader = member(profiles);
  for (let n = 1; n <= 1_000; n++) await timed(`/api/my/social/${syntheticProfileId(n)}/follow`, reader, { method: 'POST', body: '{}' });
  const pages = await pageThrough('/api/my/social/feed', reader, 500);
  results.figures.push(figuresOf('feed of a member following 1,000 profiles, pages 1–50', pages.slice(0, 50)));
  results.figures.push(figuresOf(`feed of a member following 1,000 profiles, pages ${pages.length - 49}–${pages.length}`, pages.slice(-50)));
  return results;
}
