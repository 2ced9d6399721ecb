import request from 'supertest';
import { deadTeamUrl } from '../testing/fake-team';
import { dataScript, everyTeamAt, gatewayWithFakeTeam, testGateway } from '../testing/gateway-harness';

const store = gatewayWithFakeTeam();

function navigate(path: string, app = store.gateway.app) {
  return request(app).get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
}

describe('HTML navigation', () => {
  it('serves the shell with the page preloaded, its fallback stripped and its status recorded', async () => {
    const response = await navigate('/c/makeup?sort=new');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['x-server-version']).toBe('build-42');
    expect(response.headers['x-actual-url']).toBe('/c/makeup?sort=new');
    expect(store.team.requests.map((call) => call.url)).toContain('/page/c/makeup?sort=new&_fallback=1');

    const page = dataScript(response.text, 'page-data') as Record<string, unknown>;
    expect(page.componentName).toBe('CategoryViewModel');
    expect(page.__status).toBe(200);
    expect(page.fallback).toBeUndefined();
    expect(dataScript(response.text, 'app-shell-data')).toMatchObject({ currentCountry: { alpha2: 'SE' } });
    expect(dataScript(response.text, 'shell-config')).toMatchObject({ variant: 'web', serverVersion: 'build-42' });
    expect(response.text).toContain('<html lang="sv-SE">');
    expect(response.text).not.toMatch(/<!--app-(head|fallback|data)-->/);
  });

  it('asks the team for the page with the browser’s cookies, as the browser’s own page JSON request would', async () => {
    await navigate('/c/makeup?as=cookie').set('Cookie', 'SocialOnBehalfOf=5b0f8a52-7d1e-4c5a-9f0e-2a6c3b1d4e5f');
    const asked = store.team.requests.find((call) => call.url.startsWith('/page/c/makeup?as=cookie'));
    expect(asked?.headers.cookie).toContain('SocialOnBehalfOf=5b0f8a52-7d1e-4c5a-9f0e-2a6c3b1d4e5f');
  });

  it('renders the no-JavaScript fallback as a page with landmarks and its own stylesheet', async () => {
    const response = await navigate('/c/makeup');
    expect(response.text).toMatch(/<header class="s_Fallback__header"><a href="\/"[^>]*>[^<]+<\/a><\/header>/);
    expect(response.text).toContain('<main class="s_Fallback__main">');
    expect(response.text).toContain('<link rel="stylesheet" href="/fallback.css">');
    const stylesheet = await request(store.gateway.app).get('/fallback.css');
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/text\/css/);
    expect(stylesheet.text).toContain('.s_Fallback__main');
  });

  it('keeps a hostile title, JSON-LD and fallback inert', async () => {
    const { text } = await navigate('/c/makeup');
    expect(text).toContain('<title>Makeup &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; deals</title>');
    expect(text).not.toContain('<script>alert');
    expect(text).toContain('\\u003c/script>\\u003cscript>alert(2)');
    expect(text).toContain('<meta name="description" content="All &quot;makeup&quot; &amp; more">');
    expect(text).toContain('<meta property="og:title" content="Makeup">');
    expect(text).toContain('<link rel="canonical" href="/c/makeup">');
    expect(text).toContain('<h1>Makeup &lt;b&gt;bold&lt;/b&gt;</h1>');
    expect(text).toContain('<p>Lips &amp; eyes</p>');
    expect(text).toContain('<a href="/c/makeup/lips">Lips</a>');
    expect(text).not.toContain('javascript:');
    expect(text).toMatch(/<noscript><p class="s_Fallback__noScript">[^<]+<\/p><\/noscript>/);
    const page = dataScript(text, 'page-data') as { meta: { title: string } };
    expect(page.meta.title).toBe('Makeup </script><script>alert(1)</script> $& deals');
  });

  it('answers 404 for a page the team does not know', async () => {
    const everyTeamHeard = testGateway(store.team.url, store.shell.path, { teamUrls: everyTeamAt(store.team.url) });
    const response = await navigate('/no/such/page', everyTeamHeard.app);
    expect(response.status).toBe(404);
    expect(response.text).toContain('<title>Page not found</title>');
    expect(dataScript(response.text, 'page-data')).toMatchObject({ componentName: 'PageNotFoundViewModel', __status: 404 });
  });

  it('still serves the shell, with 502 and no page data, when the team is dead', async () => {
    const dead = testGateway(await deadTeamUrl(), store.shell.path);
    const started = Date.now();
    const response = await navigate('/c/makeup', dead.app);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(502);
    expect(response.text).toContain('s_Fallback__problem');
    expect(dataScript(response.text, 'page-data')).toBeUndefined();
    expect(dataScript(response.text, 'app-shell-data')).toBeDefined();
    expect(dataScript(response.text, 'shell-config')).toBeDefined();
  });

  it('answers 503 in plain words when the shell is not built', async () => {
    const unbuilt = testGateway(store.team.url, '/nonexistent/shell/dist');
    const response = await navigate('/', unbuilt.app);
    expect(response.status).toBe(503);
    expect(response.text).toMatch(/shell\/dist\/index\.html is missing/);
  });

  it('serves hashed shell files immutable and never index.html directly', async () => {
    const chunk = await request(store.gateway.app).get('/shell/main.0123abcd.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(store.gateway.app).get('/shell/favicon.svg');
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect((await request(store.gateway.app).get('/shell/index.html')).status).toBe(404);
    expect((await request(store.gateway.app).get('/shell/missing.js')).status).toBe(404);
  });
});
