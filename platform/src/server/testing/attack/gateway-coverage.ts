import type { GatewayRoutes } from '../../gateway-routes/gateway-routes';
import { matchesPathPattern } from '../../gateway-routes/path-pattern';
import { samplePath, type RouteEntry } from '../../http/route-table';

/** Paths a team server answers to the store itself, never to a browser through the gateway. */
const notForBrowsers = /^\/(internal|health|remote)(\/|$)/;
const pagePrefix = /^\/page(?=\/|$)/;

/** A concrete path a pattern matches: `{name}` segments and a final `*` become one plain segment. */
function pathOf(pattern: string): string {
  return pattern.replace(/\{\w+\}/g, 'x').replace(/\/?\*$/, '/x') || '/';
}

/**
 * What a team server's routes and the gateway routes it publishes disagree on: a route a browser may call that no
 * declared pattern sends to it (the gateway would never route it), and a declared pattern no route answers (the
 * gateway would route there for nothing). Service-only and the store's own paths are left out; page routes
 * (`/page<path>`) are held against the declared pages.
 */
export function gatewayCoverageProblems(routes: RouteEntry[], declared: GatewayRoutes): string[] {
  const problems: string[] = [];
  const forBrowsers = routes.filter((route) => !route.access.some((access) => access.kind === 'service'));
  const samples: { path: string; page: boolean }[] = [];
  const expressions: RegExp[] = [];
  for (const route of forBrowsers) {
    if (typeof route.path !== 'string') {
      expressions.push(route.path);
      continue;
    }
    const sample = samplePath(route.path)!;
    if (notForBrowsers.test(sample)) continue;
    const page = pagePrefix.test(sample);
    const path = page ? sample.replace(pagePrefix, '') || '/' : sample;
    samples.push({ path, page });
    const patterns = page ? declared.pages : declared.api;
    if (!patterns.some((pattern) => matchesPathPattern(pattern, path))) {
      problems.push(`${route.method} ${route.path} is no ${page ? 'page' : 'call'} the team declares to the gateway`);
    }
  }
  const answered = (pattern: string, page: boolean) =>
    samples.some((sample) => sample.page === page && matchesPathPattern(pattern, sample.path)) ||
    expressions.some((expression) => expression.test(page ? `/page${pathOf(pattern)}` : pathOf(pattern)));
  for (const pattern of declared.api) if (!answered(pattern, false)) problems.push(`the declared call ${pattern} is answered by no route`);
  for (const pattern of declared.pages) if (!answered(pattern, true)) problems.push(`the declared page ${pattern} is answered by no page route`);
  return problems;
}
