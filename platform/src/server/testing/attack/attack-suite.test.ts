import type { Express } from 'express';
import { allow } from '../../http/access';
import { accepts } from '../../http/accepts';
import { listRoutes } from '../../http/route-table';
import { describeOnEachTestBackend, startOnBackend, type BackendSetup, type StartedOnBackend } from '../describe-on-each-backend';
import { testBackends } from '../test-backends';
import { attackTarget, routesUnderAttack, type AttackSetup } from './attack-setup';
import { runAuthorizationMatrix } from './authorization-matrix';
import { describeAttackSuite } from './describe-attack-suite';
import { runIdentityForgery } from './identity-forgery';
import { runInputFuzzer } from './input-fuzzer';
import { shelfShop, shelfShopSchema, type ShelfShopMistake } from './shelf-shop';
import { z } from 'zod';

const migrations = new URL('../../db/test-migrations', import.meta.url).pathname;
const secret = 'attack-suite-test-secret-attack-suite';
const people = {
  member: { userId: 'member-a' },
  otherMember: { userId: 'member-b' },
  admin: { userId: 'admin-c', roles: ['admin' as const] },
};

async function shopSetup({ db, backend, onCleanup }: BackendSetup, mistakes: ShelfShopMistake[] = []): Promise<AttackSetup> {
  await db.exec(shelfShopSchema);
  await db.query("INSERT INTO member_shelves (code, owner, name) VALUES ('AAA', 'member-a', 'Anna''s lipsticks') ON CONFLICT DO NOTHING");
  return {
    ...(await attackTarget({ app: shelfShop(db, secret, mistakes), backend, db, secret, onCleanup })),
    people,
    params: { code: 'AAA' },
    withoutBody: { 'POST /api/admin/shelves/:code/delete': 'the shelf is named in the path' },
    owned: [{ route: 'GET /api/my/shelves/:code', params: { code: 'AAA' }, marker: 'lipsticks' }],
  };
}

describeOnEachTestBackend(
  'a well-built team server passes its attack suite',
  {
    backends: testBackends({ team: 'attack-suite' }),
    // Hostile requests and who may call what: answered by the same SQL the team's database suites run on PostgreSQL.
    checks: 'http',
    migrations,
    setup: (backend) => shopSetup(backend),
  },
  (setup) => describeAttackSuite('platform-shelf-shop', setup, { limit: 25 }),
);

describe('the attack suite finds each mistake', () => {
  // Each test opens its own PGlite database.
  jest.setTimeout(60_000);
  const [pglite] = testBackends({ team: 'attack-suite-mistakes' });
  let started: StartedOnBackend<AttackSetup> | undefined;
  const withMistakes = async (mistakes: ShelfShopMistake[]) => {
    started = await startOnBackend(pglite!, { migrations, setup: (backend) => shopSetup(backend, mistakes) });
    return started.context;
  };
  const targets = (setup: AttackSetup) => routesUnderAttack(listRoutes(setup.app), setup).targets;
  afterEach(async () => {
    await started?.dispose();
    started = undefined;
  });

  test('a route without a guard or with two, a path parameter without a sample or a contract, a browser route under /internal, a service route outside it, a POST that declares no body', async () => {
    const setup = await withMistakes([
      (app) => app.get('/api/forgotten', (_req, res) => void res.json({})),
      (app) => app.get('/api/twice', allow.anyone, allow.members, (_req, res) => void res.json({})),
      (app) => app.get('/api/my/things/:thingId', allow.members, (_req, res) => void res.json({})),
      (app) => app.post('/internal/restock', allow.members, accepts({ body: z.object({}) }), (_req, res) => void res.json({})),
      (app) => app.post('/api/stock-levels', allow.services('catalog'), (_req, res) => void res.json({})),
    ]);
    const { problems } = routesUnderAttack(listRoutes(setup.app), setup);
    expect(problems).toEqual([
      'GET /api/forgotten: no access guard (exactly one of allow.*)',
      'GET /api/twice: 2 access guards (exactly one of allow.*)',
      'GET /api/my/things/:thingId: no sample for path parameter thingId (add it to params)',
      'GET /api/my/things/:thingId: path parameters without accepts({ params })',
      'POST /internal/restock: an /internal/ route that is not for services only',
      'POST /api/stock-levels: a service route outside /internal/',
      'POST /api/stock-levels: a POST without accepts({ body }) (or list it in withoutBody, with why)',
    ]);
  });

  test('a member route that shows another member’s thing, or reads its input before its guard', async () => {
    const leaky = accepts({ params: z.object({ code: z.string() }) });
    const early = accepts({ body: z.object({ name: z.string() }) });
    const setup = await withMistakes([
      (app, db) =>
        app.get('/api/my/shelves/:code', allow.members, leaky, async (_req, res) => {
          res.json((await db.query('SELECT code, name FROM member_shelves WHERE code = $1', [leaky.params(res).code]))[0]);
        }),
      (app) => app.post('/api/my/wishes', early, allow.members, (_req, res) => void res.json({})),
    ]);
    const { failures } = await runAuthorizationMatrix(setup, targets(setup));
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/my\/shelves\/:code as another member: expected 403 or 404, got 200/),
        "GET /api/my/shelves/:code as another member: the answer shows the owner's lipsticks",
        expect.stringMatching(/^POST \/api\/my\/wishes as visitor: expected 401, got 400/),
      ]),
    );
  });

  test('text that reaches the database unchecked, a refusal that wrote, and an error that is not JSON', async () => {
    const setup = await withMistakes([
      (app: Express, db) =>
        app.get('/api/raw-search', allow.anyone, async (req, res) => {
          res.json(await db.query('SELECT code FROM member_shelves WHERE name = $1', [String(req.query.q ?? '')]));
        }),
      (app: Express, db) =>
        app.post('/api/my/notes', allow.members, async (req, res) => {
          await db.query("INSERT INTO member_shelves (code, owner, name) VALUES (md5(random()::text), 'member-a', 'note')");
          if (typeof req.body?.text !== 'string') {
            res.status(400).json({ error: { code: 'bad_request', message: 'text is required' } });
            return;
          }
          res.json({});
        }),
      (app: Express) => app.post('/api/plain-refusal', allow.anyone, (_req, res) => void res.status(400).send('no')),
    ]);
    setup.examples = { 'GET /api/raw-search': { query: { q: 'lipstick' } }, 'POST /api/my/notes': { body: { text: 'hi' } } };
    const { failures } = await runInputFuzzer(setup, targets(setup), { limit: 15 });
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/raw-search with query q: NUL: 500/),
        expect.stringMatching(/^POST \/api\/my\/notes with body.*: refused with 400 but committed 1 transaction/),
        expect.stringMatching(/^POST \/api\/plain-refusal with body: .*: a 400 that is not a JSON error: no/),
      ]),
    );
  });

  test('forged identities are tried on every kind of route, and a genuine one must pass', async () => {
    const setup = await withMistakes([]);
    const outcome = await runIdentityForgery(setup, targets(setup));
    expect(outcome.failures).toEqual([]);
    expect(outcome.routes).toBe(4);
    expect(outcome.attempts).toBe(4 * 14);
  });
});
