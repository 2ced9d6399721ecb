import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '../../support/live-page';
import { storePorts } from '../../../scripts/lib/store.mjs';
import { e2eBasePort } from '../../support/e2e-ports';

// Team servers trust the identity header of whoever reaches them, so they listen on loopback only: the gateway on the
// same machine reaches them, nobody on the network does.
test.skip(!!process.env.E2E_BASE_URL, 'needs the store started by the e2e run, on known ports');

const teams = ['catalog', 'cart-checkout', 'account', 'social'] as const;
const ports = storePorts(e2eBasePort);

/** An address of this machine other than loopback (IPv4 first), or undefined when it has none. */
function otherAddress(): string | undefined {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'));
  return (addresses.find((address) => address?.family === 'IPv4') ?? addresses[0])?.address;
}

function connection(host: string, port: number): Promise<'open' | string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timed out');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

for (const team of teams) {
  test(`the ${team} server answers on 127.0.0.1 and refuses on the machine’s other address`, async ({ request }) => {
    const port = ports[team]!;
    expect(await connection('127.0.0.1', port)).toBe('open');
    expect((await request.get(`http://127.0.0.1:${port}/health`)).status()).toBe(200);
    const address = otherAddress();
    test.skip(!address, 'this machine has no network address besides loopback to try');
    expect(await connection(address!, port)).not.toBe('open');
  });
}
