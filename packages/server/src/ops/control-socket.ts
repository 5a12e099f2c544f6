import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client.js';

/**
 * A local channel through which `npm run backup` asks the running server for a copy of the
 * embedded database, which no other process may open while it runs (db/lock.ts). A Unix socket in
 * DATA_DIR, readable by the server's own user only: whoever can use it can already read DATA_DIR.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'obra-control.sock');

export async function serveControlSocket(dataDir: string, database: Database): Promise<Server> {
  const file = controlSocketPath(dataDir);
  // Left by a process that died: this one holds the data directory's lock, so it is not in use.
  rmSync(file, { force: true });
  const server = createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString().trim() !== 'dump' || !database.dumpDataDir) return socket.end();
      database
        .dumpDataDir()
        .then((dump) => socket.end(dump))
        .catch(() => socket.destroy());
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(file, resolve));
  chmodSync(file, 0o600);
  server.on('close', () => rmSync(file, { force: true }));
  return server;
}

/** Asks the server holding `dataDir` for a copy of its embedded database. */
export function requestDump(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(controlSocketPath(dataDir), () => socket.write('dump\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => (chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(new Error('empty dump'))));
    socket.on('error', reject);
  });
}
