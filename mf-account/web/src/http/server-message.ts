import { isHttpError } from '@storefront/platform';

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
  message?: unknown;
}

const answerOf = (error: unknown) => (isHttpError(error) ? (error.data as ErrorAnswer | null) : null);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The shopper-facing message of a refused call (`{ error: { code, message } }`, or a plain `{ message }`), when it has
 * one. A 'bad_request' names what a schema refused, which is for developers: the form shows its own text then.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const answer = answerOf(error);
  if (answer?.error) return answer.error.code === 'bad_request' ? undefined : text(answer.error.message);
  return text(answer?.message);
}

/** The per-field messages of a refused call (`error.fields`), as text only. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  const fields = answerOf(error)?.error?.fields ?? {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, message]) => (text(message) ? [[name, text(message) as string]] : [])),
  );
}

/** No answer, or the server failed (5xx): the form shows its "server error" text. */
export const isServerFailure = (error: unknown): boolean => !isHttpError(error) || error.status === 0 || error.status >= 500;
