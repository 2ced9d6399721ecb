import { urlOf, type AttackSetup, type RouteUnderAttack } from './attack-setup';
import { hostileBodies, hostileUrlValues, hostileValues } from './hostile-values';
import { seededRandom } from '../../random/seeded-random';

/** One hostile request for a route: its URL (encoded) and body, and what was changed from the valid input. */
export interface FuzzCase {
  name: string;
  url: string;
  body?: { contentType: string; text: string };
  /** Broken text where the route reads it: the platform's input rule must refuse it with a 400. */
  mustRefuse?: boolean;
}

type Path = (string | number)[];

/** Where the leaves of a value are: `[['lines', 0, 'sku'], ['note']]`; containers themselves count as places too. */
function placesIn(value: unknown, path: Path = [], depth = 0, into: Path[] = []): Path[] {
  if (path.length > 0) into.push(path);
  if (depth >= 4 || value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    if (value.length > 0) placesIn(value[0], [...path, 0], depth + 1, into);
  } else {
    for (const [key, entry] of Object.entries(value)) placesIn(entry, [...path, key], depth + 1, into);
  }
  return into;
}

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  // defineProperty, not assignment: a key named __proto__ must become a field, not a prototype.
  Object.defineProperty(copy, head!, { value: replaced(copy[head!], rest, replacement), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A seeded shuffle (mulberry32): the same seed picks the same cases, run after run. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) });

/** Broken text is the case that reached the database before: always tried, whatever else the seed picks. */
const alwaysTried = new Set(['NUL', 'half an emoji (high surrogate)', 'lone surrogate as invalid UTF-8']);
/** Of those, what reaches a route as broken text (invalid UTF-8 in a URL arrives as U+FFFD, which is text like any). */
const refusedText = new Set(['NUL', 'half an emoji (high surrogate)', 'half an emoji (low surrogate)']);

/**
 * Hostile requests for one route, each changing one thing of its valid input: every field of its body with each
 * hostile value, the whole body in wrong shapes and content types, each query parameter and path parameter with
 * hostile text. At most `limit` of them, picked by `seed`, always keeping the broken-text cases.
 */
export function fuzzCases(target: RouteUnderAttack, setup: AttackSetup, options: { limit: number; seed: number }): FuzzCase[] {
  const params = target.params ?? {};
  const validBody = target.body === undefined ? undefined : json(target.body);
  const cases: FuzzCase[] = [];
  const url = urlOf(target, params, target.query, setup);
  const method = target.route.method;

  if (target.input.body || (method !== 'GET' && method !== 'HEAD')) {
    for (const body of hostileBodies) cases.push({ name: `body: ${body.name}`, url, body: { contentType: body.contentType, text: body.text } });
    const base = target.body ?? {};
    for (const place of placesIn(base)) {
      for (const hostile of hostileValues) {
        const name = `body.${place.join('.')}: ${hostile.name}`;
        cases.push({ name, url, body: json(replaced(base, place, hostile.value)), ...(refusedText.has(hostile.name) ? { mustRefuse: true } : {}) });
      }
    }
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      cases.push({ name: 'body: an unknown field', url, body: json({ ...base, unexpectedField: 'x' }) });
    }
  }
  const withBody = validBody ? { body: validBody } : {};
  const rawQuery = (name: string, encoded: string) => {
    const others = urlOf(target, params, Object.fromEntries(Object.entries(target.query).filter(([key]) => key !== name)), setup);
    return `${others}${others.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encoded}`;
  };
  for (const name of Object.keys(target.query)) {
    for (const hostile of hostileUrlValues) {
      cases.push({ name: `query ${name}: ${hostile.name}`, url: rawQuery(name, hostile.encoded), ...withBody, ...(refusedText.has(hostile.name) ? { mustRefuse: true } : {}) });
    }
    cases.push({ name: `query ${name}: repeated`, url: `${rawQuery(name, 'a')}&${encodeURIComponent(name)}=b`, ...withBody });
  }
  if (target.input.query && Object.keys(target.query).length === 0) {
    for (const hostile of hostileUrlValues) {
      cases.push({ name: `query q: ${hostile.name}`, url: rawQuery('q', hostile.encoded), ...withBody, ...(refusedText.has(hostile.name) ? { mustRefuse: true } : {}) });
    }
  }
  for (const name of Object.keys(params)) {
    for (const hostile of hostileUrlValues) {
      const path = urlOf(target, { ...params, [name]: `\u0001${name}\u0001` }, target.query, setup).replace(encodeURIComponent(`\u0001${name}\u0001`), hostile.encoded);
      cases.push({ name: `path ${name}: ${hostile.name}`, url: path, ...withBody, ...(refusedText.has(hostile.name) ? { mustRefuse: true } : {}) });
    }
  }

  const kept = cases.filter((entry) => [...alwaysTried].some((name) => entry.name.endsWith(`: ${name}`)));
  const rest = shuffled(cases.filter((entry) => !kept.includes(entry)), options.seed);
  return [...kept, ...rest].slice(0, Math.max(options.limit, kept.length));
}
