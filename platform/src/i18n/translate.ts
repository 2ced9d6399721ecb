/**
 * The phrase at `key`, with `{name}` placeholders filled from `params`.
 * A missing phrase shows its key, so a gap is visible instead of an empty label.
 */
export function translate(
  phrases: Record<string, string> | null | undefined,
  key: string,
  params?: Record<string, string | number>,
): string {
  const phrase = phrases?.[key];
  if (!phrase) return key;
  if (!params) return phrase;
  return phrase.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;
