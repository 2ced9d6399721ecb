import { z } from 'zod';
import { asUrlValues, validSample } from './schema-samples';

test('a sample the schema accepts, with every property, from patterns, formats and bounds', () => {
  const schema = z
    .object({
      code: z.string().regex(/^\d{6}$/),
      email: z.email(),
      id: z.uuid(),
      quantity: z.number().int().min(0).max(99),
      note: z.string().max(3).optional(),
      kind: z.enum(['return', 'complaint']),
      lines: z.array(z.object({ sku: z.string().min(2) })).min(1),
      day: z.iso.date(),
    })
    .strict();
  const sample = validSample(schema);
  expect(schema.safeParse(sample).success).toBe(true);
  expect(sample).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), kind: 'return', note: 'sam' });
});

test('refinements the JSON Schema cannot say are met by random samples, or there is no sample', () => {
  const even = z.object({ n: z.number().int().min(1).max(50).refine((n) => n % 2 === 0) });
  expect(even.safeParse(validSample(even)).success).toBe(true);
  expect(validSample(z.object({ never: z.string().refine(() => false) }))).toBeNull();
});

test('query samples are judged as text, as they arrive in a URL', () => {
  const query = z.object({ page: z.coerce.number().int().min(2), q: z.string().min(1), sort: z.enum(['price']).optional() });
  expect(validSample(query, { inUrl: true })).toEqual({ page: '2', q: 'sample', sort: 'price' });
  expect(asUrlValues({ a: 1, b: ['x', 2], c: null })).toEqual({ a: '1', b: ['x', '2'] });
});

test('a union takes its first option that works, and the same seed gives the same sample', () => {
  const union = z.union([z.object({ kind: z.literal('a'), x: z.string().regex(/^[A-Z]{3}$/) }), z.object({ kind: z.literal('b') })]);
  const first = validSample(union, { seed: 7 });
  expect(union.safeParse(first).success).toBe(true);
  expect(validSample(union, { seed: 7 })).toEqual(first);
});
