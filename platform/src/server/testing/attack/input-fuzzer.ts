import { passingIdentity, type AttackSetup, type RouteUnderAttack } from './attack-setup';
import { fuzzCases } from './fuzz-cases';
import { isJsonError, send } from './send';
import { stateProbe } from './state-probe';

export interface FuzzOutcome {
  failures: string[];
  routes: number;
  cases: number;
}

export interface FuzzOptions {
  /** Cases per route (40 unless FUZZ_CASES says otherwise). */
  limit?: number;
  /** Picks the cases (FUZZ_SEED, else a fixed one: the same cases run after run). */
  seed?: number;
}

/**
 * Every route, passed its guard, sent hostile versions of its valid input: no answer may be a 5xx, every 4xx is the
 * house's JSON error, and (on a private database) no refusal commits anything.
 */
export async function runInputFuzzer(setup: AttackSetup, targets: RouteUnderAttack[], options: FuzzOptions = {}): Promise<FuzzOutcome> {
  const limit = options.limit ?? Number(process.env.FUZZ_CASES ?? 40);
  const seed = options.seed ?? Number(process.env.FUZZ_SEED ?? 20261126);
  const probe = setup.privateDb ? stateProbe(setup.privateDb) : null;
  const failures: string[] = [];
  let cases = 0;
  let routes = 0;
  for (const target of targets) {
    if (target.params === null || setup.notFuzzed?.[target.key]) continue;
    routes++;
    const identity = passingIdentity(target.access, setup);
    for (const fuzz of fuzzCases(target, setup, { limit, seed })) {
      const mark = await probe?.mark();
      const answer = await send(setup.baseUrl, setup.secret, { method: target.route.method, url: fuzz.url, identity, ...(fuzz.body ? { body: fuzz.body } : {}) });
      cases++;
      const where = `${target.key} with ${fuzz.name}`;
      if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
      else if (fuzz.mustRefuse && answer.status !== 400) failures.push(`${where}: broken text must be a 400, got ${answer.status}`);
      else if (answer.status >= 400 && setup.htmlAnswers?.[target.key]) {
        if (!answer.contentType.includes('text/html') && !isJsonError(answer)) failures.push(`${where}: a ${answer.status} that is neither the page's HTML nor a JSON error`);
      } else if (answer.status >= 400 && !isJsonError(answer)) failures.push(`${where}: a ${answer.status} that is not a JSON error: ${answer.text.slice(0, 120)}`);
      if (answer.status >= 400 && probe && mark !== undefined && !setup.refusalsThatWrite?.[target.key]) {
        const committed = await probe.committedSince(mark);
        if (committed > 0) failures.push(`${where}: refused with ${answer.status} but committed ${committed} transaction(s)`);
      }
    }
  }
  return { failures, routes, cases };
}
