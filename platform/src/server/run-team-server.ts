import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

export interface TeamServerOptions {
  /** The team as its log lines name it: 'catalog', 'cart-checkout'. */
  team: string;
  app: RequestListener;
  port: number;
  /** Loopback unless told otherwise: only the gateway, on this machine, talks to a team server. */
  host?: string;
  logger: Logger;
  /** Releases what the app holds (its database), once the last request is answered. */
  close: () => Promise<void>;
  /** performance.now() when start-up began; by default the process start. */
  startedAt?: number;
  /** How the process ends; tests pass their own. */
  exit?: (code: number) => void;
  /** A stop that hangs on open connections ends the process anyway after this long. */
  forceExitAfterMs?: number;
}

export interface TeamServer {
  server: Server;
  /** What SIGTERM and SIGINT do: stop taking requests, finish the open ones, close, exit. */
  stop: (signal: string) => Promise<void>;
}

/** Listens, logs, and stops gracefully on SIGTERM/SIGINT; resolves once listening. */
export function runTeamServer(options: TeamServerOptions): Promise<TeamServer> {
  const { team, app, port, host = '127.0.0.1', logger, close, startedAt = 0, exit = process.exit, forceExitAfterMs = 10_000 } = options;
  const server = createServer(app);
  // Longer than the gateway keeps an idle connection to us (30 s): it lets a connection go before we close it, never
  // after, so it never sends a request on a socket we are closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  let stopping: Promise<void> | undefined;

  const stop = (signal: string) => {
    if (stopping) return stopping;
    process.off('SIGTERM', onSignal).off('SIGINT', onSignal);
    logger.info({ signal }, `${team} server stopping`);
    const force = setTimeout(() => exit(1), forceExitAfterMs);
    force.unref();
    stopping = new Promise<void>((resolve) => {
      server.close(async () => {
        clearTimeout(force);
        try {
          await close();
          exit(0);
        } catch (error) {
          logger.error({ err: error instanceof Error ? { message: error.message, stack: error.stack } : error }, `${team} server failed to close`);
          exit(1);
        }
        resolve();
      });
      server.closeIdleConnections();
    });
    return stopping;
  };
  const onSignal = (signal: NodeJS.Signals) => void stop(signal);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      process.on('SIGTERM', onSignal).on('SIGINT', onSignal);
      const listeningOn = (server.address() as AddressInfo).port;
      logger.info({ host, port: listeningOn, startupMs: Math.round(performance.now() - startedAt) }, `${team} server listening`);
      resolve({ server, stop });
    });
  });
}

/** For `start().catch(...)`: a team server that could not start logs why and ends the process. */
export function exitOnStartFailure(team: string, logger: Logger, exit: (code: number) => void = process.exit) {
  return (error: unknown) => {
    logger.fatal({ err: error instanceof Error ? { message: error.message, stack: error.stack } : error }, `${team} server failed to start`);
    exit(1);
  };
}
