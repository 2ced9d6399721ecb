import type { JsonSchema } from '../../../platform/src/server/http/input-json-schema';
import { asUrlValues, plainSample } from '../../../platform/src/server/testing/attack/schema-samples';
import type { FreeTextField } from './free-text-fields';
import { needsMember } from './free-text-fields';
import type { GatewayWriter } from './gateway-writer';
import { gatewayPathOf, teamPathOf, type RouteSamples } from './route-samples';
import { routeName, type TeamRoute } from './route-tables';
import { sendThroughGateway, type GatewayAnswer } from './send-through-gateway';
import { payloadKinds, type Payload, type PayloadBook, type PayloadKind } from './xss-payloads';

/** What became of one inventory field in the generic attempt. */
export interface GenericOutcome {
  field: FreeTextField;
  tried: Payload[];
  /** The payloads the store took (a 2xx that is no refusal). */
  stored: Payload[];
  /** Who sent them: the member, or a visitor where the member is refused. */
  writer?: GatewayWriter['who'];
  /** `400 bad_request` for each payload refused. */
  refusals: string[];
  /** How many of the refusals were a 4xx naming this field: the route's rules refuse such text here. */
  refusedByName: number;
  /** A limit of the team's own answered 429 (gift card lookups per address): no more payloads were sent to it. */
  limited?: boolean;
  /** Why nothing was sent: the route's path could not be made, or its plain sample was refused. */
  unreachable?: string;
}

interface RouteInput {
  body?: unknown;
  query?: unknown;
}

const refusalOf = (answer: GatewayAnswer) => `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;

/**
 * A copy of `value` with the text at `keys`: an array's first item for `[]`, a key of its own for a map's `*`. A
 * container missing on the way is made from its schema with its required properties, as a client would send it.
 */
function withText(value: unknown, keys: readonly string[], trail: readonly JsonSchema[], text: string): unknown {
  const [key, ...rest] = keys;
  const [schema, ...inner] = trail;
  if (key === undefined) return text;
  const made = () => (schema ? plainSample(schema, { requiredOnly: true }) : undefined);
  if (key === '[]') {
    const items = Array.isArray(value) ? [...(value as unknown[])] : ((made() as unknown[] | undefined) ?? []);
    items[0] = withText(items[0], rest, inner, text);
    return items;
  }
  const isObject = (candidate: unknown): candidate is Record<string, unknown> => !!candidate && typeof candidate === 'object' && !Array.isArray(candidate);
  const start = isObject(value) ? value : made();
  const object: Record<string, unknown> = { ...(isObject(start) ? start : {}) };
  const name = key === '*' ? 'xss' : key;
  object[name] = withText(object[name], rest, inner, text);
  return object;
}

function withField(input: RouteInput, field: FreeTextField, text: string): RouteInput {
  return { ...input, [field.part]: withText(input[field.part], field.keys, field.trail, text) };
}

/** Whether an error's field (`customerInfo.email`, `payment.giftCardCodes.0`) is this field or holds it. */
function blames(badField: string, field: FreeTextField): boolean {
  const path = field.keys.map((key) => (key === '[]' ? '0' : key === '*' ? 'xss' : key)).join('.');
  return badField === path || badField.startsWith(`${path}.`) || path.startsWith(`${badField}.`);
}

/**
 * Plain inputs the route's schemas describe: only the required properties, then every one (a query: the required
 * ones), so a sample writes no more than the route needs.
 */
function plainInputs(route: TeamRoute): RouteInput[] {
  const body = route.method !== 'GET' ? route.input.body : undefined;
  const query = route.input.query;
  const candidates = [true, false].map((requiredOnly) => ({
    ...(body ? { body: plainSample(body, { requiredOnly }) } : {}),
    ...(query ? { query: plainSample(query, { requiredOnly: true }) } : {}),
  }));
  return candidates.filter((candidate, index) => candidates.findIndex((other) => JSON.stringify(other) === JSON.stringify(candidate)) === index);
}

export interface GenericStoreOptions {
  member: GatewayWriter;
  visitor: GatewayWriter;
  samples: RouteSamples;
  book: PayloadBook;
}

/** The next payload kind that fits the field and it has not had yet, starting at `start` in the corpus. */
function nextKind(field: FreeTextField, start: number, had: Set<string>, book: PayloadBook): Payload | null {
  for (let step = 0; step < payloadKinds.length; step++) {
    const kind: PayloadKind = payloadKinds[(start + step) % payloadKinds.length]!;
    if (had.has(kind.name)) continue;
    const payload = book.make(kind, field.name, field);
    if (payload) return payload;
    had.add(kind.name);
  }
  return null;
}

/**
 * Puts payloads into every field of one route: one request per round with each field holding a payload of another
 * kind, until each field has had every kind that fits it. A refusal that names fields sends the round again without
 * them; one that names none sends the round's fields one at a time.
 */
async function storeIntoRoute(route: TeamRoute, fields: FreeTextField[], options: GenericStoreOptions): Promise<GenericOutcome[]> {
  const outcomes = new Map(fields.map((field) => [field, { field, tried: [], stored: [], refusals: [], refusedByName: 0 } as GenericOutcome]));
  const all = [...outcomes.values()];
  const teamPath = teamPathOf(route, options.samples);
  if (teamPath === null) {
    for (const outcome of all) outcome.unreachable = `no path values for ${routeName(route)} (add them to route-samples.ts)`;
    return all;
  }
  const { path, headers } = gatewayPathOf(teamPath);
  const send = (writer: GatewayWriter, input: RouteInput) =>
    sendThroughGateway(writer, {
      method: route.method === 'ALL' ? 'POST' : route.method,
      path,
      headers,
      ...(input.query !== undefined ? { query: asUrlValues(input.query) } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
    });

  // A visitor-only text (a newsletter signup's e-mail) is refused to the member: then the visitor sends it.
  let start: { writer: GatewayWriter; base: RouteInput } | null = null;
  let lastRefusal = '';
  const example = options.samples.examples[routeName(route)];
  const bases = example ? [example, ...plainInputs(route)] : plainInputs(route);
  for (const writer of needsMember(route) ? [options.member] : [options.member, options.visitor]) {
    for (const base of bases) {
      const answer = await send(writer, base);
      if (answer.ok) {
        start = { writer, base };
        break;
      }
      lastRefusal = refusalOf(answer);
    }
    if (start) break;
  }
  if (!start) {
    for (const outcome of all) outcome.unreachable = `its plain sample was refused (${lastRefusal})`;
    return all;
  }
  const { writer, base } = start;
  for (const outcome of all) outcome.writer = writer.who;

  const had = new Map(fields.map((field) => [field, new Set<string>()]));
  for (let round = 0; round < payloadKinds.length; round++) {
    let pending: [FreeTextField, Payload][] = [];
    fields.forEach((field, index) => {
      if (outcomes.get(field)!.limited) return;
      const payload = nextKind(field, round + index, had.get(field)!, options.book);
      if (!payload) return;
      had.get(field)!.add(payload.kind);
      outcomes.get(field)!.tried.push(payload);
      pending.push([field, payload]);
    });
    const record = (entries: [FreeTextField, Payload][], answer: GatewayAnswer) => {
      for (const [field, payload] of entries) {
        const outcome = outcomes.get(field)!;
        if (answer.ok) outcome.stored.push(payload);
        else outcome.refusals.push(refusalOf(answer));
        if (!answer.ok && answer.status < 500 && answer.badFields.some((bad) => blames(bad, field))) outcome.refusedByName += 1;
        if (answer.status === 429) outcome.limited = true;
      }
    };
    while (pending.length > 0) {
      const answer = await send(writer, pending.reduce((input, [field, payload]) => withField(input, field, payload.text), base));
      if (answer.ok) {
        record(pending, answer);
        break;
      }
      const blamed = pending.filter(([field]) => answer.badFields.some((bad) => blames(bad, field)));
      if (blamed.length === 0 && pending.length > 1) {
        for (const entry of pending) record([entry], await send(writer, withField(base, entry[0], entry[1].text)));
        break;
      }
      const refused = blamed.length > 0 ? blamed : pending;
      record(refused, answer);
      pending = pending.filter((entry) => !refused.includes(entry));
    }
  }
  return all;
}

/** The generic attempt over the whole inventory, route by route. */
export async function storeGenerically(fields: readonly FreeTextField[], options: GenericStoreOptions): Promise<GenericOutcome[]> {
  const byRoute = new Map<TeamRoute, FreeTextField[]>();
  for (const field of fields) byRoute.set(field.route, [...(byRoute.get(field.route) ?? []), field]);
  const outcomes: GenericOutcome[] = [];
  for (const [route, routeFields] of byRoute) outcomes.push(...(await storeIntoRoute(route, routeFields, options)));
  return outcomes;
}
