import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useApi } from '../test/app.js';
import { listen } from '../test/realtime.js';
import { closeGracefully, trackConnections } from './shutdown.js';

const api = useApi();
const other = useApi();

describe('shutting down (SIGTERM)', () => {
  it('cuts a stalled client after the grace period instead of waiting for it', async () => {
    const connections = trackConnections(api.app.server);
    const url = new URL(await listen(api));
    // A client that sends half a request and goes silent, as a phone losing its signal mid-upload.
    const stalled = connect(Number(url.port), url.hostname);
    await once(stalled, 'connect');
    stalled.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: obra\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"user',
    );
    const cut = once(stalled, 'close');
    // Without the grace period app.close() would wait for this request for minutes.
    await closeGracefully(api.app, connections, 300);
    await cut;
    expect(stalled.destroyed).toBe(true);
    expect(api.app.server.listening).toBe(false);
  });

  it('lets a request under way finish and answer within the grace period', async () => {
    const connections = trackConnections(other.app.server);
    const url = new URL(await listen(other));
    const body = JSON.stringify({ username: 'a'.repeat(64), password: 'b'.repeat(64) });
    const slow = connect(Number(url.port), url.hostname);
    await once(slow, 'connect');
    let answer = '';
    slow.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    slow.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: obra\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    const closing = closeGracefully(other.app, connections, 5000);
    // The rest of the body comes after the shutdown began.
    await new Promise((r) => setTimeout(r, 200));
    slow.write(body.slice(20));
    await closing;
    while (!answer.includes('\r\n\r\n{')) await new Promise((r) => setTimeout(r, 20));
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('Usuario o contraseña incorrectos');
  });
});
