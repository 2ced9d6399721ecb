import { clearCachesAndServiceWorkers } from '../startup/clear-caches';
import { fatalError$ } from './fatal-error';
import { decideRenderErrorRecovery, jsErrorParam, urlWithJsError } from './render-error-recovery';

const maxReportLength = 130048;

let recovering = false;

/** Render error → reload (jserror=1), → clear caches and reload (jserror=2), → fatal screen. */
export async function recoverFromRenderError(error: unknown, clearPageCache: () => void): Promise<void> {
  if (recovering) return;
  recovering = true;
  const report = String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, maxReportLength);
  const decision = decideRenderErrorRecovery(new URL(window.location.href).searchParams.get(jsErrorParam));
  if (decision.action === 'fatal') {
    console.error('Fatal script error', report);
    fatalError$.next(true);
    return;
  }
  console.error(`Render error; reloading with ${jsErrorParam}=${decision.jsError}`, report);
  if (decision.clearCaches) {
    clearPageCache();
    await clearCachesAndServiceWorkers();
  }
  window.location.replace(urlWithJsError(window.location.href, decision.jsError));
}
