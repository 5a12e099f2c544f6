/**
 * Browsers' sockets for bench/realtime-scale.ts, in a process of their own (forked with IPC) so
 * that several of them share the client side's work across cores. Told which sockets to open,
 * it opens them, notes the arrival time of every chat message each one hears, and reports.
 */
import { io, type Socket } from 'socket.io-client';
import { now } from './clock.js';

export interface SocketPlan {
  origin: string;
  token: string;
  /** The project whose messages this socket's account should hear (and no other). */
  projectId: number;
}

export type ToClients =
  { type: 'connect'; sockets: SocketPlan[] } | { type: 'count' } | { type: 'report' } | { type: 'close' };
export type FromClients =
  | { type: 'count'; heard: number }
  | { type: 'connected'; connected: number; failed: number; firstError: string | null }
  | {
      type: 'report';
      /** messageId and arrival time (ms since the epoch, fractional) of each message heard. */
      messageIds: number[];
      arrivals: number[];
      /** Messages of a project the socket's account has nothing to do with. */
      strays: number;
      /** Sockets that dropped during the run. */
      dropped: number;
    };

const sockets: Socket[] = [];
const messageIds: number[] = [];
const arrivals: number[] = [];
let strays = 0;
let dropped = 0;

function open(plan: SocketPlan): Promise<string | null> {
  return new Promise((resolve) => {
    // forceNew: one connection per socket, as separate browsers have (not one shared Manager).
    const socket = io(plan.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: plan.token },
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    socket.on('chat message', (payload: { projectId: number; messageId: number }) => {
      if (payload.projectId !== plan.projectId) strays++;
      else {
        messageIds.push(payload.messageId);
        arrivals.push(now());
      }
    });
    socket.once('connect', () => {
      sockets.push(socket);
      socket.once('disconnect', () => dropped++);
      resolve(null);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

const send = (message: FromClients) => process.send!(message);

process.on('message', (message: ToClients) => {
  void (async () => {
    if (message.type === 'connect') {
      let failed = 0;
      let firstError: string | null = null;
      // A hundred handshakes at a time: the servers check each token against the database.
      for (let from = 0; from < message.sockets.length; from += 100) {
        const errors = await Promise.all(message.sockets.slice(from, from + 100).map(open));
        for (const error of errors.filter((e) => e !== null)) {
          failed++;
          firstError ??= error;
        }
      }
      send({ type: 'connected', connected: sockets.length, failed, firstError });
    } else if (message.type === 'count') {
      send({ type: 'count', heard: messageIds.length + strays });
    } else if (message.type === 'report') {
      send({ type: 'report', messageIds, arrivals, strays, dropped });
    } else {
      for (const socket of sockets) socket.removeAllListeners('disconnect').close();
      process.exit(0);
    }
  })();
});
