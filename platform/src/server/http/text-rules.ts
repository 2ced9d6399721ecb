import { z } from 'zod';

/** Keys that would reach an object's prototype when copied key by key (`target[key] = value`). */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Any C0/C1 control character: tabs and line breaks included, which no name, address or phone number holds. */
const controlCharacter = /\p{Cc}/u;

export const textRuleMessages = {
  brokenText: 'Text may not hold a NUL character or half of an emoji (an unpaired surrogate).',
  prototypeKey: 'This key is not allowed.',
  controlCharacter: 'Line breaks, tabs and other control characters are not allowed here.',
} as const;

/** A NUL, or a UTF-16 surrogate without its other half. */
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that PostgreSQL can store and a browser can show: no NUL, no unpaired UTF-16 surrogate. */
export const isStorableText = (text: string): boolean => !unstorable.test(text);

/**
 * What no input of any route may hold, whatever its schema says: broken text (a NUL, an unpaired surrogate: a browser
 * that cuts an emoji in half at a `maxlength` sends one) in any string or key, and keys that reach a prototype.
 * Returns the offending fields as `{ path: message }`; walks without recursion, so deep nesting cannot overflow.
 */
export function textRuleViolations(input: unknown): Record<string, string> {
  // A Map, not an object: `violations['__proto__'] = …` would set a prototype, not a field.
  const violations = new Map<string, string>();
  const note = (path: string, message: string) => {
    if (!violations.has(path)) violations.set(path, message);
  };
  // Each value keeps its key and its parent's entry: a path is spelled out only for a violation.
  interface Entry { value: unknown; key: string; parent: Entry | null }
  const pathOf = (entry: Entry | null): string => {
    const keys: string[] = [];
    for (let at = entry; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Entry[] = [{ value: input, key: '', parent: null }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (!isStorableText(value)) note(pathOf(entry), textRuleMessages.brokenText);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      const child: Entry = { value: (value as Record<string, unknown>)[key], key, parent: entry };
      if (prototypeKeys.has(key)) note(pathOf(child), textRuleMessages.prototypeKey);
      else if (!isStorableText(key)) note(pathOf(child), textRuleMessages.brokenText);
      else pending.push(child);
    }
  }
  return Object.fromEntries(violations);
}

/**
 * One line of a person's text (a name, an address line, a phone number): trimmed, at most `max` characters, with no
 * control character at all.
 */
export const singleLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !controlCharacter.test(value), textRuleMessages.controlCharacter);
