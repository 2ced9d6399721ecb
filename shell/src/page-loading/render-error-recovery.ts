/** First render error → reload with jserror=1; second → clear caches, reload with jserror=2; then fatal. */
export const jsErrorParam = 'jserror';

export type RenderErrorRecovery =
  | { action: 'reload'; jsError: 1 | 2; clearCaches: boolean }
  | { action: 'fatal' };

/** What to do about a render error, given the jserror marker of the URL the error happened on. */
export function decideRenderErrorRecovery(currentJsError: string | null): RenderErrorRecovery {
  if (currentJsError === '2') return { action: 'fatal' };
  if (currentJsError === '1') return { action: 'reload', jsError: 2, clearCaches: true };
  return { action: 'reload', jsError: 1, clearCaches: false };
}

/** The URL to reload: the same page with the jserror marker set. */
export function urlWithJsError(href: string, jsError: 1 | 2): string {
  const url = new URL(href);
  url.searchParams.set(jsErrorParam, String(jsError));
  return url.toString();
}
