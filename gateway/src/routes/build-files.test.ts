import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { gatewayWithFakeTeam, testGateway } from '../testing/gateway-harness';

const store = gatewayWithFakeTeam();

beforeAll(() => {
  writeFileSync(join(store.shell.path, 'main.0123abcd.js.map'), '{"version":3,"sources":["webpack://shell/src/secret.ts"]}');
});
beforeEach(() => {
  store.team.requests.length = 0;
});

describe('source maps', () => {
  it.each(['/shell/main.0123abcd.js.map', '/shell/main.0123abcd.js%2emap', '/shell/main.0123abcd.js.MAP'])(
    '%s of the shell build is a 404',
    async (path) => {
      const response = await request(store.gateway.app).get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('sources');
    },
  );

  it.each(['/remotes/catalog/remoteEntry.js.map', '/remotes/catalog/__federation_expose_CategoryPage.0f1e2d3c.js%2Emap'])(
    '%s of a remote is a 404 that never reaches the team',
    async (path) => {
      const response = await request(store.gateway.app).get(path);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
      expect(store.team.requests).toEqual([]);
    },
  );

  it('are served when the gateway is told to (SOURCE_MAPS=1)', async () => {
    const withMaps = testGateway(store.team.url, store.shell.path, { serveSourceMaps: true });
    expect((await request(withMaps.app).get('/shell/main.0123abcd.js.map')).status).toBe(200);
    expect((await request(withMaps.app).get('/remotes/catalog/remoteEntry.js.map')).status).toBe(200);
    // (and the gateway's own read of the team's routes)
    expect(store.team.requests.map((seen) => seen.url)).toEqual(['/remote/routes.json', '/remote/remoteEntry.js.map']);
  });

  it('leave the bundles themselves alone', async () => {
    expect((await request(store.gateway.app).get('/shell/main.0123abcd.js')).status).toBe(200);
    expect((await request(store.gateway.app).get('/remotes/catalog/remoteEntry.js')).status).toBe(200);
  });
});
