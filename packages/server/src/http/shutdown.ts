import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests under way get to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The server's open connections, followed from the start, so that those still busy when the grace
 * period ends can be cut.
 */
export function trackConnections(server: Server): Set<Socket> {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return open;
}

/**
 * Stops taking requests and lets those under way finish, for `graceMs` at most: closing the app
 * waits for them, and a slow or stalled client (a phone that lost its signal mid-upload) would
 * otherwise hold a deploy or a restart for minutes. Then every remaining connection is cut.
 */
export async function closeGracefully(
  app: FastifyInstance,
  open: Set<Socket>,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
  if (await Promise.race([closed.then(() => false), late])) {
    app.log.warn(`${open.size} connection(s) still busy after ${graceMs} ms: closing them`);
    for (const socket of open) socket.destroy();
    await closed;
  }
  clearTimeout(timer);
}
