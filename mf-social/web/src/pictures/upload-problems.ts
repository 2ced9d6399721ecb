import { isHttpError, maxUploadBytes, uploadImageTypes, type Translate } from '@storefront/platform';
import { refusalOf } from '../forms/refusal';

/** The server's refusals of a picture, in the member's words: wrong type (415), too large (413), unreadable (422). */
const refusalTexts: Record<number, string> = { 415: '/Social/Pictures/WrongType', 413: '/Social/Pictures/TooLarge', 422: '/Social/Pictures/Unreadable' };

/** A failed upload (or what followed it) as the member reads it; `ownWords` as refusalOf takes them. */
export function uploadProblem(error: unknown, t: Translate, ownWords: Record<string, string> = {}): string {
  const key = isHttpError(error) ? refusalTexts[error.status] : undefined;
  return key ? t(key) : refusalOf(error, t, ownWords).message;
}

/** What the browser can tell before sending: a type the shop takes and a size it keeps (the server checks both again). */
export function fileProblem(file: File, t: Translate): string | null {
  if (file.type && !(uploadImageTypes as readonly string[]).includes(file.type)) return t('/Social/Pictures/WrongType');
  if (file.size > maxUploadBytes) return t('/Social/Pictures/TooLarge');
  return null;
}

/** The file input's `accept`. */
export const acceptedPictures = uploadImageTypes.join(',');
