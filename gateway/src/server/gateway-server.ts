import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '@storefront/platform/server';
import { teamNames } from '../routes/teams';

/** The proxies of one team (api, remote, page JSON, page JSON with app shell data), each a 'close' listener. */
export const closeListenersPerTeam = 4;

export interface ConnectionLimits {
  /** The request line and headers must have arrived within this. */
  headersTimeoutMs: number;
  /** The whole request; the app's body deadline (10 s) answers first, this is the last word. */
  requestTimeoutMs: number;
  /** How often Node looks for connections past these limits. */
  checkEveryMs: number;
  /**
   * How long an idle connection stays open for the client's next request. Node's 5 s is shorter than clients keep
   * theirs (browsers, load balancers, test runners' agents): a client that sends on a connection as the gateway closes
   * it gets a reset (seen as `read ECONNRESET` in the e2e suite). Longer than theirs, the client closes first. The
   * headers timeout still counts for each request from its first byte.
   */
  keepAliveTimeoutMs: number;
}

export const defaultConnectionLimits: ConnectionLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 15_000, checkEveryMs: 1_000, keepAliveTimeoutMs: 65_000 };

const clientErrorAnswers: Record<string, [status: number, code: string, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time; send it again.'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
};
const badRequest: [number, string, string] = [400, 'bad_request', 'The request is not valid HTTP.'];

/**
 * Node's own answer to a request it could not read (too slow, too large, not HTTP), with our JSON error body. Like
 * Node, it answers only when no response is under way on the connection, and then closes it.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, code, message] = clientErrorAnswers[error.code ?? ''] ?? badRequest;
    const body = JSON.stringify(errorBody(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The gateway's HTTP server: a client that sends its headers or its request too slowly is answered 408 and cut off
 * (Node's defaults, 60 s and 300 s checked every 30 s, would let a few slow clients hold connections for minutes).
 */
export function createGatewayServer(app: RequestListener, limits: ConnectionLimits = defaultConnectionLimits): Server {
  const server = createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.on('clientError', answerClientError);
  // Each team proxy (four per team, routes/team-proxies.ts) listens for the server's 'close' to shut its own
  // connections: a listener per proxy, not a leak, which Node's warning at 10 would take for one from the fourth team on.
  server.setMaxListeners(closeListenersPerTeam * teamNames.length + 10);
  return server;
}
