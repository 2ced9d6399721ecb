import request from 'supertest';
import type { Gateway } from '../app';
import { deadTeamUrl, fakeMembersOnlyPage, fakeSocialRoutes, startFakeTeam, type FakeTeam } from '../testing/fake-team';
import { dataScript, everyTeamAt, makeShellDist, testGateway } from '../testing/gateway-harness';

/** The shell's server bundle in miniature: it shows the page root the gateway handed it. */
const frameBundle = `
exports.renderFrame = (input) =>
  '<main>' + (input.pageHtml !== null ? '<div id="page-root">' + input.pageHtml + '</div>' : input.pageFailure ? 'error view ' + input.pageFailure.status : 'page in the browser') + '</main>';
`;

let catalog: FakeTeam;
let social: FakeTeam;
let gateway: Gateway;
const shell = makeShellDist('build-42', { frame: frameBundle });

beforeAll(async () => {
  catalog = await startFakeTeam();
  social = await startFakeTeam({ routes: fakeSocialRoutes });
  gateway = testGateway(catalog.url, shell.path, { teamUrls: { ...everyTeamAt(catalog.url), social: social.url } });
});
afterAll(async () => {
  gateway.stop();
  await Promise.all([catalog.close(), social.close()]);
  shell.remove();
});

const asJson = (path: string, app = gateway.app) => request(app).get(path).set('Accept', 'application/json');
const navigate = (path: string, app = gateway.app) => request(app).get(path).set('Accept', 'text/html');
const pageCalls = (team: FakeTeam) => team.requests.filter((call) => call.url.startsWith('/page/')).map((call) => call.url);

describe("a team's page with nothing behind it (404 without a page)", () => {
  it("is the shop's not-found page in page JSON, asked of the team of unclaimed pages", async () => {
    const response = await asJson('/gone/nobody?tab=looks');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ componentName: 'PageNotFoundViewModel', url: '/gone/nobody' });
    expect(response.body.fallback).toBeUndefined();
    expect(response.headers['x-server-version']).toBe('build-42');
    expect(pageCalls(social).at(-1)).toBe('/page/gone/nobody?tab=looks');
    expect(pageCalls(catalog).at(-1)).toBe('/page/gone/nobody?tab=looks');
  });

  it('carries app shell data when the page JSON is asked with it (_asd=1)', async () => {
    const response = await asJson('/gone/nobody?_asd=1');
    expect(response.status).toBe(404);
    expect(response.body.componentName).toBe('PageNotFoundViewModel');
    expect(response.body.appShellData.currentCountry).toEqual({ alpha2: 'SE', currency: 'SEK' });
  });

  it('is the not-found page in a navigation, rendered on the server by the team of unclaimed pages', async () => {
    const response = await navigate('/gone/nobody');
    expect(response.status).toBe(404);
    expect(dataScript(response.text, 'page-data')).toMatchObject({ componentName: 'PageNotFoundViewModel', __status: 404 });
    expect(response.text).toContain('<main><div id="page-root"><h1>PageNotFoundViewModel at /gone/nobody</h1></div></main>');
    expect(catalog.requests.filter((call) => call.url === '/internal/page-html')).not.toHaveLength(0);
    expect(social.requests.filter((call) => call.url === '/internal/page-html')).toHaveLength(0);
  });

  it("leaves a team's other refusals as they are: a page for members only stays a 401 for the shell to handle", async () => {
    const json = await asJson(fakeMembersOnlyPage);
    expect(json.status).toBe(401);
    expect(json.body).toEqual({ error: { code: 'login_required', message: 'Log in first' } });
    const before = pageCalls(catalog).length;
    expect((await navigate(fakeMembersOnlyPage)).status).toBe(401);
    expect(pageCalls(catalog)).toHaveLength(before);
  });

  it("answers the team's own 404 when there is no team of unclaimed pages to ask", async () => {
    const alone = testGateway(await deadTeamUrl(), shell.path, { teamUrls: { ...everyTeamAt(await deadTeamUrl()), social: social.url } });
    try {
      const json = await asJson('/gone/nobody', alone.app);
      expect(json.status).toBe(404);
      expect(json.body).toEqual({ error: { code: 'not_found', message: 'Nothing here' } });
      const html = await navigate('/gone/nobody', alone.app);
      expect(html.status).toBe(404);
      expect(html.text).toContain('error view 404');
    } finally {
      alone.stop();
    }
  });
});
