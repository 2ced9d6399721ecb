import type { PhraseTable } from '../src/i18n/phrase-table';

export function runTextsModule(entry: string): { exports: Record<string, unknown>; files: string[] };
export function textsByCulture(areas: Record<string, PhraseTable>): Record<string, Record<string, string>>;
export class EmitTextsJsonPlugin {
  constructor(textsModule: string);
  apply(compiler: unknown): void;
}
