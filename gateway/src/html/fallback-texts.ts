
/** Used only when no phrase table carries the keys: a visitor without JavaScript must still read something. */
const lastResort = {
  noScript: 'This store needs JavaScript. Turn it on in your browser to shop.',
  pageUnavailable: 'This page is temporarily unavailable. Please try again in a moment.',
  pageLoadFailed: 'The page could not be shown.',
} as const;

/** Phrase keys in order of preference for each text. */
const phraseKeys: Record<keyof typeof lastResort, string[]> = {
  noScript: ['/NoScript/Message'],
  pageUnavailable: ['/Errors/PageUnavailable', '/Errors/PageLoad'],
  pageLoadFailed: ['/Errors/PageLoad'],
};

export type FallbackText = keyof typeof lastResort;

/** `text` from the document's phrases (its app shell data's), else in English. */
export function fallbackText(phrases: Readonly<Record<string, string>>, text: FallbackText): string {
  for (const key of phraseKeys[text]) if (phrases[key]) return phrases[key];
  return lastResort[text];
}
