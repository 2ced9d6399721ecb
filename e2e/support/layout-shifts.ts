import type { Page } from '@playwright/test';

/** Counts the page's layout shifts (CLS as Chromium reports them, without shifts right after input) from its start. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((source) => (source.node as Element | undefined)?.className?.toString() ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far: their sum (CLS) and what moved, to name in a failure. */
export async function layoutShifts(page: Page): Promise<{ cls: number; moved: string[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.sources) };
}
