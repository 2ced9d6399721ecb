import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { exitOnStartFailure, runTeamServer } from './run-team-server';

function recordingLogger() {
  const logged: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  return { logger, logged };
}

async function started() {
  const { logger, logged } = recordingLogger();
  const events: string[] = [];
  const teamServer = await runTeamServer({
    team: 'test-team',
    app: (_req, res) => res.end('hello'),
    port: 0,
    host: '127.0.0.1',
    logger,
    close: async () => {
      events.push('closed');
    },
    exit: (code) => events.push(`exit ${code}`),
  });
  const url = `http://127.0.0.1:${(teamServer.server.address() as AddressInfo).port}`;
  return { ...teamServer, url, logged, events };
}

test('it listens, answers with the app and logs where', async () => {
  const { url, stop, logged } = await started();
  expect(await (await fetch(url)).text()).toBe('hello');
  expect(logged).toEqual([expect.objectContaining({ msg: 'test-team server listening', port: Number(new URL(url).port), startupMs: expect.any(Number) })]);
  await stop('test');
});

test('without a host it listens on loopback only, where the gateway reaches it and no other machine does', async () => {
  const { logger } = recordingLogger();
  const teamServer = await runTeamServer({ team: 'loopback', app: (_req, res) => res.end('hi'), port: 0, logger, close: async () => undefined, exit: () => undefined });
  expect((teamServer.server.address() as AddressInfo).address).toBe('127.0.0.1');
  await teamServer.stop('test');
});

test('a signal stops taking requests, closes what the app holds, then exits with 0, once', async () => {
  const { server, stop, events, logged } = await started();
  await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
  expect(server.listening).toBe(false);
  expect(events).toEqual(['closed', 'exit 0']);
  expect(logged.map((line) => line.msg)).toEqual(['test-team server listening', 'test-team server stopping']);
  expect(process.listeners('SIGTERM')).toHaveLength(0);
});

test('a port already taken rejects instead of crashing', async () => {
  const { server, stop } = await started();
  const { logger } = recordingLogger();
  const taken = runTeamServer({ team: 'second', app: () => undefined, port: (server.address() as AddressInfo).port, host: '127.0.0.1', logger, close: async () => undefined });
  await expect(taken).rejects.toThrow(/EADDRINUSE/);
  await stop('test');
});

test('a failed start is logged as fatal and exits with 1', () => {
  const { logger, logged } = recordingLogger();
  const exits: number[] = [];
  exitOnStartFailure('test-team', logger, (code) => exits.push(code))(new Error('no database'));
  expect(exits).toEqual([1]);
  expect(logged).toEqual([expect.objectContaining({ level: 60, msg: 'test-team server failed to start', err: expect.objectContaining({ message: 'no database' }) })]);
});
