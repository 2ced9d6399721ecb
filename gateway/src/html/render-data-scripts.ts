import { documentDataIds, type AppShellData, type MainMenu, type ShellConfig } from '@storefront/platform';
import { jsonForScript } from './escape';

export interface PreloadedData {
  /** The page JSON (without its fallback) plus its HTTP status as `__status`; absent when the page could not load. */
  pageData?: Record<string, unknown>;
  appShellData: AppShellData;
  shellConfig: ShellConfig;
  /** The menu the frame was rendered with (the shell hydrates with it). */
  mainMenu?: MainMenu | null;
  /** The page could not be had: the frame shows the shell's error view, and the shell hydrates it. */
  pageFailure?: { status: number } | null;
}

function dataScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** A culture's phrases are the same frozen object for every document (phrasesFor): written out once, not per page. */
const phrasesJson = new WeakMap<object, string>();

function appShellJson({ languagePhrases, ...rest }: AppShellData): string {
  let phrases = phrasesJson.get(languagePhrases);
  if (phrases === undefined) {
    phrases = jsonForScript(languagePhrases);
    if (Object.isFrozen(languagePhrases)) phrasesJson.set(languagePhrases, phrases);
  }
  const others = jsonForScript(rest);
  return others === '{}' ? `{"languagePhrases":${phrases}}` : `{"languagePhrases":${phrases},${others.slice(1)}`;
}

export function renderDataScripts(data: PreloadedData): string {
  return [
    data.pageData ? dataScript(documentDataIds.page, jsonForScript(data.pageData)) : '',
    dataScript(documentDataIds.appShell, appShellJson(data.appShellData)),
    dataScript(documentDataIds.shellConfig, jsonForScript(data.shellConfig)),
    data.mainMenu ? dataScript(documentDataIds.mainMenu, jsonForScript(data.mainMenu)) : '',
    data.pageFailure ? dataScript(documentDataIds.pageFailure, jsonForScript(data.pageFailure)) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
