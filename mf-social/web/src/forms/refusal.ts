import { isHttpError, type Translate } from '@storefront/platform';

/** What a form shows after the server said no: a message beside the form, and one at each field it named. */
export interface Refusal {
  message: string;
  fieldErrors: Record<string, string>;
}

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Refusals every write may meet, worded the same in every form. */
const everyFormsWords: Record<string, string> = {
  // The member was struck off the profile their cookie SocialOnBehalfOf names: they choose again on their profile page.
  not_authorized_for_profile: '/Social/Acting/NotAuthorized',
};

/**
 * A failed call as the form shows it. A refusal whose code the form words itself (`ownWords`: 'review_exists' → its
 * phrase key) or every form does (`everyFormsWords`) gets those words; a schema's 'bad_request' names fields in words for developers, so each field gets
 * "check this field"; another refusal keeps the server's words; no answer or a server failure is the unknown error.
 */
export function refusalOf(error: unknown, t: Translate, ownWords: Record<string, string> = {}): Refusal {
  if (!isHttpError(error) || error.status === 0 || error.status >= 500) return { message: t('/Errors/Unknown'), fieldErrors: {} };
  const answer = (error.data as ErrorAnswer | null)?.error;
  const code = typeof answer?.code === 'string' ? answer.code : '';
  const words = { ...everyFormsWords, ...ownWords };
  const ownKey = Object.hasOwn(words, code) ? words[code] : undefined;
  if (ownKey) return { message: t(ownKey), fieldErrors: {} };
  const isSchemaRefusal = code === 'bad_request';
  const fieldErrors: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer?.fields ?? {})) {
    const message = isSchemaRefusal ? t('/Social/Form/InvalidField') : text(value);
    if (message) fieldErrors[name] = message;
  }
  const fallback = Object.keys(fieldErrors).length > 0 ? t('/Social/Form/CheckFields') : t('/Errors/Unknown');
  return { message: (isSchemaRefusal ? undefined : text(answer?.message)) ?? fallback, fieldErrors };
}

/** A form with nothing to say. */
export const noRefusal: Refusal = { message: '', fieldErrors: {} };
