import { FeedRowError } from './feed-product';

/**
 * Reads a Python literal list as the Kaggle and Makeup API dumps write them: "['a', \"b's\"]" or
 * "[{'hex_value': '#B28378', 'colour_name': 'BFF'}]". Strings, numbers, None/True/False, lists and dicts.
 */
export function parsePythonLiteral(text: string): unknown {
  let position = 0;
  const fail = (what: string): never => {
    throw new FeedRowError(`${what} at character ${position + 1} of a list`);
  };
  const skipSpace = () => {
    while (/\s/.test(text[position] ?? '')) position++;
  };
  const value = (): unknown => {
    skipSpace();
    const char = text[position];
    if (char === '[') return sequence(']', () => value());
    if (char === '{') {
      const entries: [string, unknown][] = [];
      sequence('}', () => {
        const key = value();
        skipSpace();
        if (text[position] !== ':') fail('expected :');
        position++;
        entries.push([String(key), value()]);
      });
      return Object.fromEntries(entries);
    }
    if (char === "'" || char === '"') return string(char);
    const word = /^(None|True|False|-?\d+(\.\d+)?)/.exec(text.slice(position));
    if (!word) return fail('unexpected character');
    position += word[0].length;
    return word[0] === 'None' ? null : word[0] === 'True' ? true : word[0] === 'False' ? false : Number(word[0]);
  };
  const sequence = (close: string, item: () => unknown): unknown[] => {
    const items: unknown[] = [];
    position++;
    skipSpace();
    if (text[position] === close) {
      position++;
      return items;
    }
    for (;;) {
      items.push(item());
      skipSpace();
      if (text[position] === ',') {
        position++;
        skipSpace();
        if (text[position] === close) break;
        continue;
      }
      if (text[position] === close) break;
      fail(`expected , or ${close}`);
    }
    position++;
    return items;
  };
  const string = (quote: string): string => {
    let result = '';
    position++;
    while (position < text.length && text[position] !== quote) {
      if (text[position] === '\\') {
        const next = text[position + 1] ?? '';
        result += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        position += 2;
      } else result += text[position++];
    }
    if (position >= text.length) fail('unterminated string');
    position++;
    return result;
  };
  const result = value();
  skipSpace();
  if (position !== text.length) fail('trailing characters');
  return result;
}

/** A list of strings ('' and missing: none). */
export function parseStringList(text: string | undefined): string[] {
  if (!text || !text.trim()) return [];
  const parsed = parsePythonLiteral(text.trim());
  if (!Array.isArray(parsed)) throw new FeedRowError('expected a list');
  return parsed.map((item) => String(item)).map((item) => item.trim()).filter(Boolean);
}
