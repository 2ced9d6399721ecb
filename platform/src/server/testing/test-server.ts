import type { Server } from 'node:http';
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
