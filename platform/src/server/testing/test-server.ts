import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface ListeningTestServer {
  server: Server;
  /** Base URL, e.g. `http://127.0.0.1:53211`. */
  url: string;
}

/** `app` on a free port of 127.0.0.1, as the gateway reaches a team server. Close it with `closeServer`. */
export async function listenOnFreePort(app: Express): Promise<ListeningTestServer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Closes `server` (nothing when undefined), dropping kept-alive connections so it does not wait for them. */
export const closeServer = (server: Server | undefined): Promise<void> =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A URL of 127.0.0.1 where nothing listens: a port free a moment ago, for a team server that is down or yet to start. */
export async function freeLocalUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
