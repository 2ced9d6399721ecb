import request from 'supertest';
import { verifyIdentity } from '@storefront/platform/server';
import { fakeTeamTexts, fakeUnrenderablePage, startFakeTeam, testIdentitySecret, type FakeTeam } from '../testing/fake-team';
import { dataScript, makeShellDist, testGateway } from '../testing/gateway-harness';
import type { Gateway } from '../app';

/** The shell's server bundle in miniature: it shows what the gateway handed it. */
const frameBundle = `
exports.renderFrame = (input) =>
  '<header>frame for ' + input.url + '</header>' +
  '<main>' + (input.pageHtml !== null ? '<div id="page-root">' + input.pageHtml + '</div>' : input.pageFailure ? 'error view ' + input.pageFailure.status : 'page in the browser') + '</main>' +
  '<nav>' + (input.mainMenu ? input.mainMenu.items.map((item) => item.name).join(',') : 'no menu') + '</nav>' +
  '<p>' + input.appShell.currentLanguage.culture + '</p>';
`;

let team: FakeTeam;
let gateway: Gateway;
const shell = makeShellDist('build-42', { frame: frameBundle });

beforeAll(async () => {
  team = await startFakeTeam();
  gateway = testGateway(team.url, shell.path);
});
afterAll(async () => {
  gateway.stop();
  await team.close();
  shell.remove();
});

const navigate = (path: string, app = gateway.app) => request(app).get(path).set('Accept', 'text/html');
const pageHtmlCalls = () => team.requests.filter((call) => call.url === '/internal/page-html');

describe('a server-rendered document', () => {
  it('is the shell’s frame around the page root its team rendered, with the data both hydrate with', async () => {
    const response = await navigate('/c/makeup');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root" data-server-rendered><header>frame for /c/makeup</header>');
    expect(response.text).toContain('<main><div id="page-root"><h1>CategoryViewModel at /c/makeup</h1></div></main>');
    expect(response.text).toContain('<nav>Smink</nav>');
    expect(dataScript(response.text, 'main-menu')).toEqual({ items: [expect.objectContaining({ name: 'Smink' })], pages: [] });
    expect(dataScript(response.text, 'page-data')).toMatchObject({ componentName: 'CategoryViewModel', __status: 200 });
    expect(dataScript(response.text, 'page-failure')).toBeUndefined();
    // No fallback: the page itself is here.
    expect(response.text).not.toContain('s_Fallback');
    expect(response.text).not.toContain('/fallback.css');
  });

  it('links the frame’s and the page’s stylesheets in the head, and holds the preloads of the page’s remote in a template', async () => {
    const head = (await navigate('/c/makeup')).text.split('</head>')[0]!;
    expect(head).toContain('<link rel="stylesheet" href="/shell/shell-styles.0123.css">');
    expect(head).toContain('<link rel="stylesheet" href="/remotes/catalog/page.0123.css" data-href="page.0123.css">');
    // The shell starts them once the first screen is painted (afterFirstScreen): none outside the template.
    const template = /<template id="page-preloads">(.*?)<\/template>/.exec(head)?.[1] ?? '';
    expect(template).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/catalog/mf-manifest.json">');
    expect(template).toContain('<link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js">');
    expect(template).toContain('<link rel="preload" as="script" href="/remotes/catalog/page.0123.js">');
    expect(head.replace(template, '')).not.toContain('rel="preload"');
  });

  it('asks the team for the page’s HTML as the gateway (its service identity), with the page JSON and the app shell data', async () => {
    await navigate('/c/makeup');
    const call = pageHtmlCalls().at(-1)!;
    expect(call.method).toBe('POST');
    const identity = verifyIdentity(call.headers['x-storefront-identity'] as string, testIdentitySecret);
    expect(identity?.service).toBe('gateway');
  });

  it('gives the team the phrases the document carries, with the teams’ published texts, so both render the same words', async () => {
    const response = await navigate('/c/makeup');
    const { languagePhrases } = dataScript(response.text, 'app-shell-data') as { languagePhrases: Record<string, string> };
    expect(languagePhrases['/Catalog/FakeHeading']).toBe(fakeTeamTexts['sv-SE']['/Catalog/FakeHeading']);
    expect(languagePhrases['/Common/Close']).toBe('Stäng');
    const sent = JSON.parse(pageHtmlCalls().at(-1)!.body!) as { appShell: { languagePhrases: Record<string, string> } };
    expect(sent.appShell.languagePhrases).toEqual(languagePhrases);
  });

  it('leaves a page its team cannot render to the browser, in the frame', async () => {
    const response = await navigate(fakeUnrenderablePage);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<main>page in the browser</main>');
    expect(dataScript(response.text, 'page-data')).toMatchObject({ url: fakeUnrenderablePage });
    expect(response.text).not.toContain('data-href');
  });

  it('shows the shell’s error view in the frame when the page’s team is down, and says so to the shell', async () => {
    const down = testGateway('http://127.0.0.1:9', shell.path);
    try {
      const response = await navigate('/c/makeup', down.app);
      expect(response.status).toBe(502);
      expect(response.text).toContain('<main>error view 0</main>');
      expect(dataScript(response.text, 'page-failure')).toEqual({ status: 0 });
      expect(dataScript(response.text, 'page-data')).toBeUndefined();
    } finally {
      down.stop();
    }
  });

  it('carries the no-JavaScript fallback instead when the shell has no server bundle, and asks no team for HTML', async () => {
    const plainShell = makeShellDist('build-42');
    const plain = testGateway(team.url, plainShell.path);
    try {
      const before = pageHtmlCalls().length;
      const response = await navigate('/c/makeup', plain.app);
      expect(response.text).toContain('<div id="root"><div class="s_Fallback">');
      expect(response.text).toContain('/fallback.css');
      expect(pageHtmlCalls()).toHaveLength(before);
    } finally {
      plain.stop();
      plainShell.remove();
    }
  });
});
