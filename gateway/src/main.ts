import { fileURLToPath } from 'node:url';
import { readIdentitySecret } from '@storefront/platform/server';
import { createGateway } from './app';
import { trustProxyFromEnv } from './middleware/trust-proxy';
import { teamUrlsFromEnv } from './routes/teams';
import { createGatewayServer } from './server/gateway-server';

const port = Number(process.env.PORT ?? 8080);
const gateway = createGateway({
  teamUrls: teamUrlsFromEnv(),
  identitySecret: readIdentitySecret(),
  shellDistPath: process.env.SHELL_DIST ?? fileURLToPath(new URL('../../shell/dist', import.meta.url)),
  siteName: process.env.SITE_NAME,
  logLevel: process.env.LOG_LEVEL,
  rateLimitPerMinute: process.env.RATE_LIMIT_PER_MINUTE ? Number(process.env.RATE_LIMIT_PER_MINUTE) : undefined,
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  serveSourceMaps: process.env.SOURCE_MAPS === '1',
});

gateway.start();
const server = createGatewayServer(gateway.app).listen(port, () => {
  console.log(JSON.stringify({ level: 30, msg: `gateway listening on http://localhost:${port}` }));
});

function shutDown(signal: string): void {
  console.log(JSON.stringify({ level: 30, msg: `gateway stopping (${signal})` }));
  gateway.stop();
  // Impersonation records still queued are sent before exit, within the 5 s the process allows itself.
  server.close(() => void gateway.drain().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}

process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
