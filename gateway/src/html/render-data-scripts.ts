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

function dataScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;
}

export function renderDataScripts(data: PreloadedData): string {
  return [
    data.pageData ? dataScript(documentDataIds.page, data.pageData) : '',
    dataScript(documentDataIds.appShell, data.appShellData),
    dataScript(documentDataIds.shellConfig, data.shellConfig),
    data.mainMenu ? dataScript(documentDataIds.mainMenu, data.mainMenu) : '',
    data.pageFailure ? dataScript(documentDataIds.pageFailure, data.pageFailure) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
