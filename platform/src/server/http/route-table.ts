import type { Express, RequestHandler } from 'express';
import { isAccessGuard, type RouteAccess } from './access';
import { isRouteInput, type InputSchemas } from './accepts';

/** One route of a team server as its Express router holds it: what the authorization matrix and the fuzzer walk. */
export interface RouteEntry {
  /** Upper case; 'ALL' for `router.all`. */
  method: string;
  /** The path as written (`/api/my/orders/:orderNumber`), behind the prefixes it is mounted under, or its RegExp. */
  path: string | RegExp;
  /** The access guards that run before its handler: its own, and those of `router.use(prefix, guard)` that match it. */
  access: RouteAccess[];
  /** The input contracts in its own stack (`accepts`). */
  inputs: InputSchemas[];
}

/** What the router package keeps of each layer (router 2: `rawPath`, `matchers`, `route`, a nested router's `stack`). */
interface Layer {
  rawPath?: string | RegExp | (string | RegExp)[];
  handle: RequestHandler & { stack?: Layer[] };
  route?: { path: string | RegExp | (string | RegExp)[]; methods: Record<string, boolean>; stack: Layer[] };
  match(path: string): unknown;
}

/** A mount prefix as the router compares it: '/' mounts at the root. */
const prefixOf = (layer: Layer) => (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '');

/**
 * A path made concrete for matching against middleware prefixes: each `:name` becomes `name`, each `*name` `name`,
 * and optional `{…}` groups are kept. Null for a RegExp path.
 */
export function samplePath(path: string | RegExp): string | null {
  if (typeof path !== 'string') return null;
  return path.replace(/[{}]/g, '').replace(/[:*](\w+)/g, '$1');
}

interface Guarding {
  prefix: string;
  layer: Layer;
}

function walk(stack: Layer[], prefix: string, guards: Guarding[], into: RouteEntry[]): void {
  const inScope = [...guards];
  for (const layer of stack) {
    if (layer.route) {
      const paths = ([] as (string | RegExp)[]).concat(layer.route.path);
      const own = layer.route.stack.map((inner) => inner.handle);
      for (const path of paths) {
        const full = typeof path === 'string' ? `${prefix}${path}` : path;
        const sample = samplePath(full);
        const inherited = inScope
          .filter(({ prefix: at, layer: guardLayer }) => sample !== null && sample.startsWith(at) && guardLayer.match(sample.slice(at.length) || '/'))
          .map(({ layer: guardLayer }) => (guardLayer.handle as unknown as { access: RouteAccess }).access);
        const access = [...inherited, ...own.filter(isAccessGuard).map((handler) => handler.access)];
        const inputs = own.filter(isRouteInput).map((handler) => handler.input);
        for (const method of Object.keys(layer.route.methods)) {
          into.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: full, access, inputs });
        }
      }
    } else if (layer.handle.stack) {
      walk(layer.handle.stack, `${prefix}${prefixOf(layer)}`, inScope, into);
    } else if (isAccessGuard(layer.handle)) {
      inScope.push({ prefix, layer });
    }
  }
}

/** Every route of an app, in the order its router tries them. */
export function listRoutes(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', [], routes);
  return routes;
}
