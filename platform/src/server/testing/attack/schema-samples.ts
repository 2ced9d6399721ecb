import fc from 'fast-check';
import type { z } from 'zod';
import { textRuleViolations } from '../../http/text-rules';
import { inputJsonSchema, type JsonSchema } from '../../http/input-json-schema';

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

const formatSamples: Record<string, string> = {
  email: 'shopper@example.com',
  uuid: '0b6e3f5e-8f6a-4c4b-9a57-2f1c1b7c9f11',
  date: '2024-05-17',
  'date-time': '2024-05-17T10:00:00.000Z',
  time: '10:00:00',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

function stringSample(schema: JsonSchema, seed: number): string {
  if (schema.format && formatSamples[schema.format]) return formatSamples[schema.format]!;
  if (schema.pattern) {
    try {
      const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 1 });
      if (value !== undefined) return value;
    } catch {
      // a pattern fast-check cannot invert: the plain sample below, which the zod check may refuse
    }
  }
  const min = schema.minLength ?? 1;
  const text = 'sample'.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, 0)) : text;
}

function numberSample(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  const value = low ?? (high !== undefined && high < 1 ? high : 1);
  return typeOf(schema) === 'integer' ? Math.ceil(value) : value;
}

/**
 * A plain value the schema describes: its default, const or first enum value; 'sample', 1, true; one item per array;
 * every property of an object (or only the required ones with `requiredOnly`).
 */
export function plainSample(schema: JsonSchema, options: { requiredOnly?: boolean; seed?: number } = {}): unknown {
  const seed = options.seed ?? 1;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return plainSample(choices.find((choice) => typeOf(choice) !== 'null') ?? choices[0]!, options);
  if (schema.allOf?.length) return plainSample(schema.allOf[0]!, options);
  switch (typeOf(schema)) {
    case 'string':
      return stringSample(schema, seed);
    case 'integer':
    case 'number':
      return numberSample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => plainSample(item, options));
      const count = schema.maxItems === 0 ? 0 : Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: count }, () => plainSample(schema.items ?? {}, options));
    }
    case 'object': {
      const keys = Object.keys(schema.properties ?? {}).filter((key) => !options.requiredOnly || schema.required?.includes(key));
      return Object.fromEntries(keys.map((key) => [key, plainSample(schema.properties![key]!, options)]));
    }
    default:
      return 'sample';
  }
}

/** A fast-check arbitrary for random values the schema describes: the fallback when the plain samples are refused. */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(arbitraryOf));
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format && formatSamples[schema.format]) return fc.constant(formatSamples[schema.format]);
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern));
        } catch {
          // fall through to a plain string
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER), max: Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const model = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, arbitraryOf(value)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
    }
    default:
      return fc.string({ maxLength: 10 });
  }
}

/** Query strings and path parameters travel as text: what a sample looks like once in a URL. */
export function asUrlValues(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined && entry !== null)
      .map(([key, entry]) => [key, Array.isArray(entry) ? entry.map(String) : typeof entry === 'object' ? JSON.stringify(entry) : String(entry)]),
  );
}

/**
 * A value the zod schema accepts, found from its JSON Schema: the plain sample with every property, then with the
 * required ones, then random ones (seeded, so a run repeats). Null when none of them is accepted.
 * `inUrl` judges the value as it arrives in a query string or path (text).
 */
export function validSample(schema: z.ZodType, options: { inUrl?: boolean; seed?: number; attempts?: number } = {}): unknown | null {
  const json = inputJsonSchema(schema);
  const seed = options.seed ?? 1;
  const travelled = (value: unknown) => (options.inUrl ? asUrlValues(value) : value);
  const accepted = (value: unknown) => {
    const sent = travelled(value);
    return Object.keys(textRuleViolations(sent)).length === 0 && schema.safeParse(sent).success;
  };
  const candidates = [plainSample(json, { seed }), plainSample(json, { seed, requiredOnly: true })];
  for (const candidate of candidates) if (accepted(candidate)) return travelled(candidate);
  for (const candidate of fc.sample(arbitraryOf(json), { seed, numRuns: options.attempts ?? 60 })) {
    if (accepted(candidate)) return travelled(candidate);
  }
  return null;
}
