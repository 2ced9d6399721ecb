import type { RouteEntry } from '../../http/route-table';

/** How a suite names a route: `GET /api/my/orders/:orderNumber`, or `GET /^\/page(\/.*)?$/` for a RegExp path. */
export const routeKey = (route: Pick<RouteEntry, 'method' | 'path'>): string => `${route.method} ${String(route.path)}`;

/** Path parameter names in the order they appear (`:orderNumber`, `*rest`). */
export const paramNames = (path: string | RegExp): string[] =>
  typeof path === 'string' ? [...path.matchAll(/[:*](\w+)/g)].map((match) => match[1]!) : [];

/** The path with each parameter replaced by its (already encoded) value; optional `{…}` groups kept when filled. */
export function fillPath(path: string, encodedValues: Record<string, string>): string {
  const withOptional = path.replace(/\{([^}]*)\}/g, (_group, inner: string) =>
    paramNames(inner).every((name) => encodedValues[name] !== undefined) ? inner : '',
  );
  return withOptional.replace(/[:*](\w+)/g, (_match, name: string) => encodedValues[name] ?? name);
}
