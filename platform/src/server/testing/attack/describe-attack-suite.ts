import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayRoutesSchema } from '../../gateway-routes/gateway-routes';
import { listRoutes } from '../../http/route-table';
import { routesUnderAttack, visitor, type AttackSetup, type RouteUnderAttack } from './attack-setup';
import { runAuthorizationMatrix } from './authorization-matrix';
import { gatewayCoverageProblems } from './gateway-coverage';
import { runIdentityForgery } from './identity-forgery';
import { runInputFuzzer, type FuzzOptions } from './input-fuzzer';
import { send } from './send';

/** Failures as one readable list, so a red test says every route at once. */
function expectNone(failures: string[]): void {
  if (failures.length === 0) return;
  const shown = failures.slice(0, 60).join('\n  ');
  throw new Error(`${failures.length} finding(s):\n  ${shown}${failures.length > 60 ? `\n  … and ${failures.length - 60} more` : ''}`);
}

/** Where the figures go (`.test-results/security/<name>.json`), for the closing note and CI logs. */
function report(name: string, figures: Record<string, unknown>): void {
  const folder = join(process.cwd(), '.test-results', 'security');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

/**
 * The attack suite of one team server, generated from its route table: every route declares its access and input;
 * the authorization matrix; identity forgery; the input fuzzer. `setup` is read once the block's `beforeAll` has made
 * it (`describeOnEachTestBackend`'s context). `team` names the report, `.test-results/security/<team>-<backend>.json`.
 */
export function describeAttackSuite(team: string, setup: () => AttackSetup, options: FuzzOptions = {}): void {
  let targets: RouteUnderAttack[] = [];
  const figures: Record<string, unknown> = {};
  const targetsOf = () => {
    if (targets.length === 0) targets = routesUnderAttack(listRoutes(setup().app), setup()).targets;
    return targets;
  };
  let backend = 'unknown';
  // The setup is gone by the time afterAll runs (its own afterAll disposes it first): the name is kept from a test.
  afterAll(() => report(`${team}-${backend}`, figures));

  test('every route declares who may call it and what it reads', () => {
    backend = setup().backend;
    const { targets: all, problems } = routesUnderAttack(listRoutes(setup().app), setup());
    figures.routes = all.length;
    figures.byAccess = all.reduce<Record<string, number>>((counts, target) => ({ ...counts, [target.access.kind]: (counts[target.access.kind] ?? 0) + 1 }), {});
    expectNone(problems);
  });

  test('every route a browser may call is one the team declares to the gateway, and every declared path has a route', async () => {
    const answer = await send(setup().baseUrl, setup().secret, { method: 'GET', url: '/remote/routes.json', identity: visitor });
    expect(answer.status).toBe(200);
    expectNone(gatewayCoverageProblems(listRoutes(setup().app), gatewayRoutesSchema.parse(answer.json)));
  });

  test('the authorization matrix: every route as visitor, member, other member, administrator and services', async () => {
    const outcome = await runAuthorizationMatrix(setup(), targetsOf());
    figures.matrix = { routes: outcome.routes, requests: outcome.requests, identitiesByRoute: outcome.identitiesByRoute };
    expectNone(outcome.failures);
  }, 300_000);

  test('forged identities are refused on every kind of route', async () => {
    const outcome = await runIdentityForgery(setup(), targetsOf());
    figures.forgery = { routes: outcome.routes, attempts: outcome.attempts };
    expectNone(outcome.failures);
  }, 120_000);

  test('hostile input: never a 5xx, always a JSON error, and a refusal changes nothing', async () => {
    const outcome = await runInputFuzzer(setup(), targetsOf(), options);
    figures.fuzz = { routes: outcome.routes, cases: outcome.cases };
    expectNone(outcome.failures);
  }, 600_000);
}
