import { isHttpError, type Translate } from '@storefront/platform';

export interface Refusal {
  /** Shown in the form's alert. */
  message: string;
  /** Shown at each field, by the request's field names. */
  fieldErrors: Record<string, string>;
}

interface ServerAnswer {
  success?: boolean;
  message?: unknown;
  fieldErrors?: Record<string, unknown>;
}

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function textsOf(fields: Record<string, unknown> | undefined, fallback?: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields ?? {})) {
    const message = fallback ?? text(value);
    if (message) texts[name] = message;
  }
  return texts;
}

/** A `{ success: false, message, fieldErrors }` answer: the server's own words, in the shopper's language. */
export function refusalOfAnswer(answer: ServerAnswer, t: Translate): Refusal {
  const fieldErrors = textsOf(answer.fieldErrors);
  const fallback = Object.keys(fieldErrors).length > 0 ? t('/MyPages/Errors/CheckFields') : t('/Errors/Unknown');
  return { message: text(answer.message) ?? fallback, fieldErrors };
}

/**
 * A failed call: a refusal `{ error: { code, message, fields } }` keeps the server's words, except a schema's
 * 'bad_request', whose texts are for developers: its fields get the page's own "check this field". A network or
 * server failure says so.
 */
export function refusalOfError(error: unknown, t: Translate): Refusal {
  if (!isHttpError(error) || error.status === 0 || error.status >= 500) {
    return { message: t('/Errors/Unknown'), fieldErrors: {} };
  }
  const answer = (error.data as ErrorAnswer | null)?.error;
  const isSchemaRefusal = answer?.code === 'bad_request';
  const fieldErrors = textsOf(answer?.fields, isSchemaRefusal ? t('/MyPages/Errors/InvalidField') : undefined);
  const fallback = Object.keys(fieldErrors).length > 0 ? t('/MyPages/Errors/CheckFields') : t('/Errors/Unknown');
  return { message: (isSchemaRefusal ? undefined : text(answer?.message)) ?? fallback, fieldErrors };
}
