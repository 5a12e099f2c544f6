import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A TCP port of 127.0.0.1 free right now, for a server a test or drill starts itself. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
