import { HttpError } from '@storefront/platform';
import { fieldMessagesOf, isServerFailure, serverMessageOf } from './server-message';

const refused = (status: number, data: unknown) => new HttpError(status, '/x', data);

test('the message of a refusal, but not a schema complaint', () => {
  expect(serverMessageOf(refused(429, { error: { code: 'too_many_attempts', message: 'Wait a minute.' } }))).toBe('Wait a minute.');
  expect(serverMessageOf(refused(401, { message: 'Add item to wishlist requires login' }))).toBe('Add item to wishlist requires login');
  expect(serverMessageOf(refused(400, { error: { code: 'bad_request', message: 'email: Invalid' } }))).toBeUndefined();
  expect(serverMessageOf(new Error('offline'))).toBeUndefined();
  expect(serverMessageOf(refused(500, 'Internal Server Error'))).toBeUndefined();
});

test('field messages keep text only', () => {
  expect(fieldMessagesOf(refused(400, { error: { code: 'x', message: 'm', fields: { email: 'Taken', phoneNumber: 3 } } }))).toEqual({
    email: 'Taken',
  });
  expect(fieldMessagesOf(new Error('offline'))).toEqual({});
});

test('a server failure is no answer or a 5xx', () => {
  expect(isServerFailure(new Error('offline'))).toBe(true);
  expect(isServerFailure(refused(0, null))).toBe(true);
  expect(isServerFailure(refused(503, null))).toBe(true);
  expect(isServerFailure(refused(429, null))).toBe(false);
});
