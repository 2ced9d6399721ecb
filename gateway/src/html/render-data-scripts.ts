import type { AppShellData, ShellConfig } from '@storefront/platform';
import { jsonForScript } from './escape';

export interface PreloadedData {
  /** The page JSON (without its fallback) plus its HTTP status as `__status`; absent when the page could not load. */
  pageData?: Record<string, unknown>;
  appShellData: AppShellData;
  shellConfig: ShellConfig;
}

function dataScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;
}

export function renderDataScripts(data: PreloadedData): string {
  return [
    data.pageData ? dataScript('page-data', data.pageData) : '',
    dataScript('app-shell-data', data.appShellData),
    dataScript('shell-config', data.shellConfig),
  ]
    .filter(Boolean)
    .join('\n    ');
}
