import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { deadTeamUrl, startFakeTeam } from '../testing/fake-team';
import { makeShellDist, testGateway } from '../testing/gateway-harness';
import { TeamHealth } from './team-health';

const shell = makeShellDist();
afterAll(() => shell.remove());

describe('a dead team server', () => {
  it('gets a JSON 502 within a second when the connection is refused, and the first refusal opens the circuit', async () => {
    const gateway = testGateway(await deadTeamUrl(), shell.path);
    expect((await request(gateway.app).get('/api/mainmenu')).status).toBe(502);
    expect(gateway.teamHealth.report().catalog).toMatchObject({ state: 'down', reason: 'ECONNREFUSED' });
    // Never heard from, the catalog has not said that /api/mainmenu is its: the answer names every such team.
    for (const [path, teams] of [
      ['/api/mainmenu', 'catalog or cart-checkout or account or social'],
      ['/remotes/catalog/remoteEntry.js', 'catalog'],
    ] as const) {
      const started = Date.now();
      const response = await request(gateway.app).get(path);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ error: { code: 'team_unavailable', message: `${teams} is not answering` } });
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

  it('times out a hanging call with a 502, and opens the circuit only after several in a row', async () => {
    const team = await startFakeTeam();
    const gateway = testGateway(team.url, shell.path, { proxyTimeoutMs: 200, failuresToOpenCircuit: 3 });
    try {
      await gateway.ready();
      team.hang = true;
      for (let i = 0; i < 2; i++) {
        const response = await request(gateway.app).get('/api/mainmenu');
        expect(response.status).toBe(502);
        expect(response.body.error.code).toBe('team_unavailable');
        expect(gateway.teamHealth.isAvailable('catalog')).toBe(true);
      }
      await request(gateway.app).get('/api/mainmenu');
      expect(gateway.teamHealth.report().catalog).toMatchObject({ state: 'down', reason: '3 calls in a row failed (last: timed out)' });
    } finally {
      await team.close();
    }
  });

  it('an HTML navigation whose page does not come in time gets the shell, and leaves the circuit closed', async () => {
    const team = await startFakeTeam();
    const gateway = testGateway(team.url, shell.path, { pageFetchTimeoutMs: 200 });
    try {
      // The team's federation, texts and routes are known (as once the gateway has started): only the page does not come.
      await gateway.ready();
      team.hang = true;
      const response = await request(gateway.app).get('/c/makeup').set('Accept', 'text/html');
      expect(response.status).toBe(502);
      expect(gateway.teamHealth.isAvailable('catalog')).toBe(true);
    } finally {
      await team.close();
    }
  });

  it('counts timed-out calls only in a row: an answer in between starts the count again', async () => {
    const team = await startFakeTeam();
    const gateway = testGateway(team.url, shell.path, { proxyTimeoutMs: 200, failuresToOpenCircuit: 2 });
    try {
      await gateway.ready();
      for (let i = 0; i < 3; i++) {
        team.hang = true;
        expect((await request(gateway.app).get('/api/mainmenu')).status).toBe(502);
        team.hang = false;
        expect((await request(gateway.app).get('/api/mainmenu')).status).toBe(200);
      }
      expect(gateway.teamHealth.isAvailable('catalog')).toBe(true);
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

describe('what opens the circuit at once', () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });
  const health = () => new TeamHealth({ catalog: 'http://127.0.0.1:9', 'cart-checkout': 'http://127.0.0.1:9', account: 'http://127.0.0.1:9', social: 'http://127.0.0.1:9' }, { intervalMs: 0, timeoutMs: 100, failuresToOpen: 3 });

  it.each(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND'])('a call that cannot connect (%s) opens it', (code) => {
    const teams = health();
    teams.callFailed('catalog', failure(code));
    expect(teams.isAvailable('catalog')).toBe(false);
  });

  it.each(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])('a reset (%s: a kept-alive socket closed as it was reused, say) counts only in a row', (code) => {
    const teams = health();
    teams.callFailed('catalog', failure(code));
    teams.callFailed('catalog', failure(code));
    expect(teams.isAvailable('catalog')).toBe(true);
    teams.callFailed('catalog', failure(code));
    expect(teams.isAvailable('catalog')).toBe(false);
  });
});

describe('a team busy for a moment', () => {
  it('keeps its circuit closed through a health poll that timed out, and opens it only after several in a row', async () => {
    // A team server whose thread is busy: it takes the connection, and answers nothing in time.
    const busy = createServer(() => undefined);
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(busy.address() as AddressInfo).port}`;
    const teams = new TeamHealth({ catalog: url, 'cart-checkout': url, account: url, social: 'http://127.0.0.1:9' }, { intervalMs: 0, timeoutMs: 100, failuresToOpen: 3 });
    try {
      await teams.pollAll();
      await teams.pollAll();
      expect(teams.isAvailable('catalog')).toBe(true);
      await teams.pollAll();
      expect(teams.isAvailable('catalog')).toBe(false);
      expect(teams.report().catalog.reason).toBe('3 calls in a row failed (last: timed out)');
    } finally {
      busy.closeAllConnections();
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});

describe('a team that comes back', () => {
  it('is used again within a fraction of a second, long before the next regular poll', async () => {
    const team = await startFakeTeam();
    const teams = new TeamHealth({ catalog: team.url, 'cart-checkout': team.url, account: team.url, social: 'http://127.0.0.1:9' }, { intervalMs: 60_000, timeoutMs: 200, downPollMs: 50 });
    try {
      teams.start();
      teams.markDown('catalog', 'ECONNREFUSED');
      const started = Date.now();
      while (!teams.isAvailable('catalog') && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(teams.isAvailable('catalog')).toBe(true);
      expect(Date.now() - started).toBeLessThan(500);
    } finally {
      teams.stop();
      await team.close();
    }
  });
});

describe('a team started again', () => {
  it('is told to the listeners once, when a poll finds another instance of it', async () => {
    const team = await startFakeTeam();
    const teams = new TeamHealth({ catalog: team.url, 'cart-checkout': 'http://127.0.0.1:9', account: 'http://127.0.0.1:9', social: 'http://127.0.0.1:9' }, { intervalMs: 0, timeoutMs: 500 });
    const restarted: string[] = [];
    teams.onRestart((name) => restarted.push(name));
    try {
      await teams.pollAll();
      await teams.pollAll();
      expect(restarted).toEqual([]);
      expect(teams.report().catalog).toMatchObject({ state: 'up', instance: 'first-start' });
      team.instance = 'second-start';
      await teams.pollAll();
      await teams.pollAll();
      expect(restarted).toEqual(['catalog']);
      expect(teams.report().catalog.instance).toBe('second-start');
    } finally {
      await team.close();
    }
  });
});
