import request from 'supertest';
import { deadTeamUrl, startFakeTeam } from '../test-support/fake-team';
import { makeShellDist, testGateway } from '../test-support/gateway-harness';

const shell = makeShellDist();
afterAll(() => shell.remove());

describe('a dead team server', () => {
  it('gets a JSON 502 within a second when the connection is refused', async () => {
    const gateway = testGateway(await deadTeamUrl(), shell.path);
    for (const path of ['/api/mainmenu', '/remotes/catalog/remoteEntry.js']) {
      const started = Date.now();
      const response = await request(gateway.app).get(path);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ error: { code: 'team_unavailable', message: 'catalog is not answering' } });
    }
    const page = await request(gateway.app).get('/c/makeup').set('Accept', 'application/json');
    expect(page.status).toBe(502);
    expect(page.body.error.code).toBe('team_unavailable');
  });

  it('is cut off fast by the health circuit when it hangs', async () => {
    const team = await startFakeTeam();
    const gateway = testGateway(team.url, shell.path, { healthTimeoutMs: 200 });
    try {
      team.hang = true;
      team.healthy = false;
      await gateway.teamHealth.pollAll();
      const started = Date.now();
      const response = await request(gateway.app).get('/api/mainmenu');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(response.status).toBe(502);
      expect(team.requests).toHaveLength(0);

      team.hang = false;
      team.healthy = true;
      await gateway.teamHealth.pollAll();
      expect((await request(gateway.app).get('/api/mainmenu')).status).toBe(200);
    } finally {
      gateway.stop();
      await team.close();
    }
  });

  it('times out a hanging call and opens the circuit', async () => {
    const team = await startFakeTeam();
    const gateway = testGateway(team.url, shell.path, { proxyTimeoutMs: 300 });
    try {
      team.hang = true;
      const response = await request(gateway.app).get('/api/mainmenu');
      expect(response.status).toBe(502);
      expect(gateway.teamHealth.isAvailable('catalog')).toBe(false);
    } finally {
      await team.close();
    }
  });

  it('shows in /health', async () => {
    const gateway = testGateway(await deadTeamUrl(), shell.path);
    await gateway.teamHealth.pollAll();
    const response = await request(gateway.app).get('/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('degraded');
    expect(response.body.teams.catalog.state).toBe('down');
  });
});
