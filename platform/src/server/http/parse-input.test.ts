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
