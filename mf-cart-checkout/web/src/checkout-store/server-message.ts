import { isHttpError } from '@storefront/platform';

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
}

const errorOf = (error: unknown) => (isHttpError(error) ? (error.data as ErrorAnswer | null)?.error : undefined);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The shopper-facing message of a refusal (`{ error: { code, message } }`), when it has one. A 'bad_request' names
 * the fields a schema refused, which is for developers: the page shows its own text then.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const answer = errorOf(error);
  return answer?.code === 'bad_request' ? undefined : text(answer?.message);
}

/** What a refusal says about its first bad field (the payment provider's words about a card). */
export function fieldMessageOf(error: unknown): string | undefined {
  const fields = errorOf(error)?.fields ?? {};
  return Object.values(fields).map(text).find((message) => message !== undefined);
}
