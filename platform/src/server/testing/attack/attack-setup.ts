import type { Express } from 'express';
import type { Database } from '../../db/database';
import type { RouteAccess } from '../../http/access';
import type { InputSchemas } from '../../http/accepts';
import type { RouteEntry } from '../../http/route-table';
import { serviceIdentity, type Identity } from '../../identity';
import { fillPath, paramNames, routeKey } from './route-key';
import { closeServer, listenOnFreePort } from '../test-server';
import { validSample } from './schema-samples';

/** Valid input for a route, where the samplers cannot find one (a state the route needs, a refinement). */
export interface RouteExample {
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/** A member's own thing behind a route: the owner may use it, another member must not see that it exists. */
export interface OwnedResource {
  /** `GET /api/my/orders/:orderNumber`, as `routeKey` names it. */
  route: string;
  /** Path parameters naming the owner's thing (raw, not encoded). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A text of the owner's that must not appear in what another member gets (an order number, a name). */
  marker?: string;
}

/** What a team's attack suite needs, made once per backend on a freshly migrated database. */
export interface AttackSetup {
  /** Which database backend it runs on ('pglite', 'postgres'): names the report. */
  backend: string;
  /** The team server as `buildApp` makes it, listening at `baseUrl`. */
  app: Express;
  baseUrl: string;
  secret: string;
  /** The team's database when nothing else writes to it (PGlite): every refusal is then checked to change nothing. */
  privateDb?: Database;
  /** Members that exist in the team's data; the admin has the admin role. */
  people: { member: Partial<Identity>; otherMember: Partial<Identity>; admin: Partial<Identity> };
  /** A raw value for every path parameter name used by any route (`code` → a real product code). */
  params: Record<string, string>;
  /** Values for one route's parameters where a name means another thing there (`code` of a brand), by route key. */
  routeParams?: Record<string, Record<string, string>>;
  /** A concrete path for each RegExp route, by `String(regexp)`. */
  regexPaths?: Record<string, string>;
  examples?: Record<string, RouteExample>;
  owned?: OwnedResource[];
  /** Member routes with path parameters that name nothing of a member's own, with the reason. */
  notOwned?: Record<string, string>;
  /** Routes that by design write when they refuse (a failed login is counted), with the reason. */
  refusalsThatWrite?: Record<string, string>;
  /** Routes that change something yet read no body (what they act on is in their path or the identity), with why. */
  withoutBody?: Record<string, string>;
  /** Routes that answer a browser's navigation with HTML, errors too (a payment provider's page), with the reason. */
  htmlAnswers?: Record<string, string>;
  /** Routes the fuzzer leaves alone, with the reason (a body that is a file, not JSON). */
  notFuzzed?: Record<string, string>;
}

export const visitor: Identity = {
  userId: null,
  market: 'SE',
  culture: 'sv-SE',
  isStoreDevice: false,
  visitorId: '5b0c2f3e-6a1d-4f7e-9b2a-0c8d7e6f5a41',
  clientAddress: '203.0.113.7',
  issuedAt: 0,
};

export const personOf = (person: Partial<Identity>): Identity => ({ ...visitor, ...person });

/** The one identity a route's guard lets through. */
export function passingIdentity(access: RouteAccess, setup: AttackSetup): Identity {
  switch (access.kind) {
    case 'withoutIdentity':
    case 'anyone':
      return visitor;
    case 'member':
      return personOf(setup.people.member);
    case 'role':
      return personOf(setup.people.admin);
    case 'service':
      // On behalf of the member, as a team asks for a member's orders or merges their cart.
      return serviceIdentity(access.callers[0]!, { ...setup.people.member, clientAddress: visitor.clientAddress });
  }
}

/** A route with its access and the valid inputs the suites start from. */
export interface RouteUnderAttack {
  key: string;
  route: RouteEntry;
  access: RouteAccess;
  input: InputSchemas;
  /** Raw path parameter values; null when the path cannot be made concrete (a missing sample). */
  params: Record<string, string> | null;
  query: Record<string, string | string[]>;
  body: unknown;
}

/** Where a route under attack is reached with these (raw) params and this query. */
export function urlOf(target: RouteUnderAttack, params = target.params ?? {}, query: Record<string, string | string[]> = target.query, setup?: AttackSetup): string {
  const path = typeof target.route.path === 'string'
    ? fillPath(target.route.path, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value)])))
    : (setup?.regexPaths?.[String(target.route.path)] ?? '/');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of ([] as string[]).concat(value)) search.append(name, item);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every route of the app with exactly one access guard, with its sample inputs; the problems of the others. */
export function routesUnderAttack(routes: RouteEntry[], setup: AttackSetup): { targets: RouteUnderAttack[]; problems: string[] } {
  const targets: RouteUnderAttack[] = [];
  const problems: string[] = [];
  for (const route of routes) {
    const key = routeKey(route);
    if (route.access.length !== 1) {
      problems.push(`${key}: ${route.access.length === 0 ? 'no access guard' : `${route.access.length} access guards`} (exactly one of allow.*)`);
      continue;
    }
    const input: InputSchemas = Object.assign({}, ...[...route.inputs].reverse());
    const names = paramNames(route.path);
    const values = { ...setup.params, ...setup.routeParams?.[key] };
    const missing = names.filter((name) => values[name] === undefined);
    if (missing.length > 0) problems.push(`${key}: no sample for path parameter ${missing.join(', ')} (add it to params)`);
    if (names.length > 0 && !input.params) problems.push(`${key}: path parameters without accepts({ params })`);
    if (typeof route.path !== 'string') {
      if (!setup.regexPaths?.[String(route.path)]) problems.push(`${key}: a RegExp route needs a concrete path in regexPaths`);
      if (/\(\?<\w+>/.test(route.path.source) && !input.params) problems.push(`${key}: named groups without accepts({ params })`);
    }
    const internal = String(route.path).replace(/\\/g, '').replace(/^\/?\^?/, '/').startsWith('/internal/');
    if (internal !== (route.access[0]!.kind === 'service')) {
      problems.push(internal ? `${key}: an /internal/ route that is not for services only` : `${key}: a service route outside /internal/`);
    }
    if (['POST', 'PUT', 'PATCH'].includes(route.method) && !input.body && !setup.withoutBody?.[key]) {
      problems.push(`${key}: a ${route.method} without accepts({ body }) (or list it in withoutBody, with why)`);
    }
    const example = setup.examples?.[key];
    targets.push({
      key,
      route,
      access: route.access[0]!,
      input,
      params: missing.length > 0 ? null : Object.fromEntries(names.map((name) => [name, values[name]!])),
      query: example?.query ?? (input.query ? ((validSample(input.query, { inUrl: true }) ?? {}) as Record<string, string>) : {}),
      body: example && 'body' in example ? example.body : input.body ? (validSample(input.body) ?? {}) : undefined,
    });
  }
  return { targets, problems };
}

/**
 * The team server listening for the attack on a free port of loopback, closed when the block ends: the first part of
 * a team's AttackSetup. Refusals are checked to commit nothing on PGlite, whose database nothing else writes to.
 */
export async function attackTarget(options: {
  app: Express;
  backend: string;
  db: Database;
  secret: string;
  onCleanup: (cleanup: () => unknown) => void;
}): Promise<Pick<AttackSetup, 'backend' | 'app' | 'baseUrl' | 'secret' | 'privateDb'>> {
  const server = await listenOnFreePort(options.app);
  options.onCleanup(() => closeServer(server.server));
  return {
    backend: options.backend,
    app: options.app,
    baseUrl: server.url,
    secret: options.secret,
    ...(options.backend === 'pglite' ? { privateDb: options.db } : {}),
  };
}
