import type { Page } from '@playwright/test';

/** A script the page loaded: its path, its bytes as served (brotli, headers included), and whether it came in time. */
export interface ScriptLoad {
  path: string;
  transferSize: number;
  /** Requested before the document was interactive (the shell and the page root both hydrated). */
  beforeInteractive: boolean;
}

/**
 * In the page: notes when both React roots are live (what `waitUntilLive` waits for too). It is sent to the page as
 * its source, so it names no inner function: run through tsx (the bench), esbuild wraps a named one in a `__name`
 * helper that the page does not have, and the script would stop there.
 */
export function noteWhenInteractive(): void {
  new MutationObserver(() => {
    const root = document.getElementById('root');
    const pageRoot = document.getElementById('page-root');
    const live = root?.hasAttribute('data-live') === true && (!pageRoot || pageRoot.hasAttribute('data-live'));
    if (live && !('interactiveAt' in window)) Object.assign(window, { interactiveAt: performance.now() });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
}

/** Before the page's first `goto`: the documents it loads note when they became interactive. */
export async function noteInteractivity(page: Page): Promise<void> {
  await page.addInitScript(noteWhenInteractive);
}

/** The scripts the current document has loaded so far, as the browser's resource timing reports them. */
export async function scriptLoads(page: Page): Promise<ScriptLoad[]> {
  return page.evaluate(() => {
    const interactiveAt = (window as { interactiveAt?: number }).interactiveAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: entry.transferSize, beforeInteractive: entry.startTime < interactiveAt }));
  });
}

/** The team whose remote a script belongs to; the shell's own otherwise. */
export const owner = (script: ScriptLoad) => /^\/remotes\/([^/]+)\//.exec(script.path)?.[1] ?? 'shell';
export const sum = (scripts: ScriptLoad[]) => scripts.reduce((total, script) => total + script.transferSize, 0);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const listing = (scripts: ScriptLoad[]) => scripts.map((script) => `${kb(script.transferSize)} ${script.path}`).join('\n');
