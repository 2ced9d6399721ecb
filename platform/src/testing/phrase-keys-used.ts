import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The phrase keys a remote's code asks for, written as string literals ('/Cart/Title'), in the source files below
 * `folder` (tests left out). A remote's test checks each exists: its texts test checks every key is in every
 * language.
 */
export function phraseKeysUsedIn(folder: string, area: string): string[] {
  const literal = new RegExp(`'(\\/${area}\\/[\\w/]+)'`, 'g');
  return sourceFiles(folder).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(literal)].map((match) => match[1]!));
}
