import { isServerFailure, serverMessageOf } from '../http/server-message';

/** The server answered but said no (`success: false`): its words for the alert, else the form's own. */
export class FormRefusal extends Error {
  constructor(serverWords: string | null | undefined, ownWords: string) {
    super(serverWords?.trim() || ownWords);
  }
}

/**
 * What a form's alert says after a failed try: a refusal's words; a refused call's message meant for the shopper;
 * else `fallback` (no answer, or the server failed).
 */
export function alertTextOf(error: unknown, fallback: string): string {
  if (error instanceof FormRefusal) return error.message;
  return (!isServerFailure(error) && serverMessageOf(error)) || fallback;
}
