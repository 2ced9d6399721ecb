import type { JsonSchema } from '../../../platform/src/server/http/input-json-schema';
import { routeName, type TeamRoute } from './route-tables';

export type InputPart = 'body' | 'query';

/** A text a visitor or member can send to the store, as the route tables describe it. */
export interface FreeTextField {
  /** `POST /api/my/profile/update body.firstName` */
  name: string;
  route: TeamRoute;
  part: InputPart;
  /** From the part's root: property names, `[]` for an array's item, `*` for any key of a map. */
  keys: string[];
  /** The schema of each container on the way, from the part's root: what a missing one is made from. */
  trail: JsonSchema[];
  maxLength?: number;
  minLength?: number;
}

const writers = new Set(['anyone', 'member']);

/**
 * Markup a pattern has to let through for its text to count as free: a coupon code's pattern only refuses control
 * characters, so it holds `<svg onload=…>` as well as any unpatterned string does.
 */
const markupProbes = ['<svg onload=alert(1)>', 'javascript:alert(1)'];

function patternHoldsMarkup(source: string): boolean {
  for (const flags of ['u', '']) {
    try {
      const pattern = new RegExp(source, flags);
      return markupProbes.some((probe) => pattern.test(probe));
    } catch {
      // not valid with these flags: try the next
    }
  }
  return false;
}

function isFreeText(schema: JsonSchema): boolean {
  if (![schema.type].flat().includes('string')) return false;
  if (schema.enum || schema.const !== undefined || schema.format) return false;
  return schema.pattern === undefined || patternHoldsMarkup(schema.pattern);
}

interface TextLeaf {
  keys: string[];
  trail: JsonSchema[];
  schema: JsonSchema;
}

function* textLeaves(schema: JsonSchema, keys: string[], trail: JsonSchema[]): Generator<TextLeaf> {
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) yield* textLeaves(choice, keys, trail);
  if (isFreeText(schema)) yield { keys, trail, schema };
  const inside = [...trail, schema];
  for (const [key, property] of Object.entries(schema.properties ?? {})) yield* textLeaves(property, [...keys, key], inside);
  if (typeof schema.additionalProperties === 'object') yield* textLeaves(schema.additionalProperties, [...keys, '*'], inside);
  if (schema.items) yield* textLeaves(schema.items, [...keys, '[]'], inside);
}

/** `body.customerInfo.billingAddress.firstName`, `body.payment.giftCardCodes[]`, `query.*` */
const fieldPath = (part: InputPart, keys: readonly string[]): string =>
  keys.reduce((path, key) => (key === '[]' ? `${path}[]` : `${path}.${key}`), part);

/**
 * The inventory: every string a visitor or member can send that can hold markup (no enum, const or format, and no
 * pattern that refuses it), in the bodies of routes that change something and in the queries of every route.
 */
export function freeTextFields(routes: readonly TeamRoute[]): FreeTextField[] {
  const fields = new Map<string, FreeTextField>();
  for (const route of routes) {
    if (route.access.length === 0 || !route.access.every((access) => writers.has(access.kind))) continue;
    const parts: InputPart[] = route.method === 'GET' ? ['query'] : ['body', 'query'];
    for (const part of parts) {
      const schema = route.input[part];
      if (!schema) continue;
      for (const leaf of textLeaves(schema, [], [])) {
        const name = `${routeName(route)} ${fieldPath(part, leaf.keys)}`;
        if (fields.has(name)) continue;
        fields.set(name, {
          name,
          route,
          part,
          keys: leaf.keys,
          trail: leaf.trail,
          ...(leaf.schema.maxLength !== undefined ? { maxLength: leaf.schema.maxLength } : {}),
          ...(leaf.schema.minLength !== undefined ? { minLength: leaf.schema.minLength } : {}),
        });
      }
    }
  }
  return [...fields.values()];
}

/** Whether the route is one a member must be logged in for (else anyone, visitors too, may call it). */
export const needsMember = (route: TeamRoute): boolean => route.access.some((access) => access.kind === 'member');
