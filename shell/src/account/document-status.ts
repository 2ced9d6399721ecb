/**
 * The HTTP status the document itself came with (Navigation Timing's responseStatus), when the browser tells it:
 * a page that needs a login is served with 401 and without page data.
 */
export function documentStatus(performanceApi: Pick<Performance, 'getEntriesByType'> | undefined = globalThis.performance): number | null {
  const entry = performanceApi?.getEntriesByType?.('navigation')[0] as (PerformanceEntry & { responseStatus?: number }) | undefined;
  return typeof entry?.responseStatus === 'number' && entry.responseStatus > 0 ? entry.responseStatus : null;
}
