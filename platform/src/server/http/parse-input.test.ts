import { z } from 'zod';
import { parseInput } from './parse-input';
import { ResponseError } from './response-error';

const listingQuery = z.object({ page: z.coerce.number().int().min(1).default(1), sort: z.enum(['popular', 'price']).optional() });

function refusal(run: () => unknown): ResponseError {
  try {
    run();
  } catch (error) {
    if (error instanceof ResponseError) return error;
    throw error;
  }
  throw new Error('the input was accepted');
}

test('valid input comes back parsed', () => {
  expect(parseInput(listingQuery, { page: '3', sort: 'price' })).toEqual({ page: 3, sort: 'price' });
  expect(parseInput(listingQuery, {})).toEqual({ page: 1 });
});

test('invalid input is a 400 naming each bad field once', () => {
  const error = refusal(() => parseInput(listingQuery, { page: '0', sort: 'random' }));
  expect(error.status).toBe(400);
  expect(error.code).toBe('bad_request');
  expect(error.message).toBe('Invalid query: page, sort');
  expect(Object.keys(error.fields ?? {})).toEqual(['page', 'sort']);
});

test('input that is wrong as a whole is named by what it is', () => {
  const error = refusal(() => parseInput(listingQuery, 'page=2', 'body'));
  expect(error.message).toBe('Invalid body: body');
  expect(Object.keys(error.fields ?? {})).toEqual(['body']);
});

describe('the rules every input obeys, whatever its schema', () => {
  const anyText = z.object({ name: z.string(), lines: z.array(z.string()).optional() }).passthrough();

  test.each([
    ['a NUL', { name: 'Ann\u0000a' }, 'name'],
    ['half an emoji (high surrogate)', { name: 'Anna \ud83d' }, 'name'],
    ['half an emoji (low surrogate)', { name: '\ude00Anna' }, 'name'],
    ['broken text deep in an array', { name: 'Anna', lines: ['ok', 'x\u0000'] }, 'lines.1'],
    ['broken text in a key', { name: 'Anna', ['k\ud800']: 1 }, 'k\ud800'],
    ['a prototype key', JSON.parse('{"name":"Anna","__proto__":{"isAdmin":true}}'), '__proto__'],
    ['a constructor key', { name: 'Anna', constructor: { prototype: {} } }, 'constructor'],
  ])('%s is a 400 naming the field, before the schema is asked', (_what, input, field) => {
    const error = refusal(() => parseInput(anyText, input, 'body'));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  test('a whole emoji, accents and line breaks are text like any other', () => {
    expect(parseInput(anyText, { name: 'Zoë 😀\nrad två' })).toEqual({ name: 'Zoë 😀\nrad två' });
  });

  test('a query string that is broken as a whole is named by what it is', () => {
    const error = refusal(() => parseInput(z.string(), '\u0000', 'q'));
    expect(Object.keys(error.fields ?? {})).toEqual(['q']);
  });

  test('nesting deeper than any stack is walked without overflowing', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(refusal(() => parseInput(z.unknown(), deep, 'body')).status).toBe(400);
  });
});
