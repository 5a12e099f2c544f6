import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changesOf, dismissChange, drainOutbox, sendOrQueue } from './outbox.js';

/** What the fake server saw: each request's path, key and body. */
interface Seen {
  path: string;
  key: string | null;
  body: unknown;
}

type Reply = 'network' | { status: number; data?: unknown; error?: string; code?: string };

let seen: Seen[];
let replies: Reply[];
let owner = 0;
/** Each test has an account of its own, so the one database needs no clearing. */
const nextOwner = () => `u${(owner += 1)}`;

function answer(reply: Reply): Response {
  if (reply === 'network') throw new TypeError('Failed to fetch');
  const ok = reply.status < 400;
  const envelope = {
    querySuccess: ok,
    queryData: reply.data ?? null,
    queryError: ok ? null : (reply.error ?? 'Error'),
    ...(reply.code ? { errorCode: reply.code } : {}),
  };
  return new Response(JSON.stringify(envelope), { status: reply.status });
}

beforeEach(() => {
  seen = [];
  replies = [];
  // A signed-in tab: the outbox sends only with a session (signal.ts canSend).
  sessionStorage.setItem('token', 'a-token');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    seen.push({ path: url, key: headers['idempotency-key'] ?? null, body });
    return answer(replies.shift() ?? { status: 200, data: { ok: true } });
  });
});

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const change = (who: string, n: number) => ({
  owner: who,
  kind: 'job.update' as const,
  label: 'Tejado',
  path: '/projects/updateJob',
  body: { n },
});

describe('the outbox', () => {
  it('sends a change at once when online, named by its own key, and keeps nothing', async () => {
    const who = nextOwner();
    replies.push({ status: 200, data: { id: 7 } });
    const outcome = await sendOrQueue(change(who, 1));
    expect(outcome).toEqual({ state: 'sent', data: { id: 7 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/api/projects/updateJob');
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await changesOf(who)).toEqual([]);
  });

  it('queues changes offline and sends them in the order they were made once the signal returns', async () => {
    const who = nextOwner();
    const online = offline();
    const first = await sendOrQueue(change(who, 1));
    const second = await sendOrQueue(change(who, 2));
    expect(first.state).toBe('queued');
    expect(seen).toEqual([]);
    expect((await changesOf(who)).map((c) => c.status)).toEqual(['pending', 'pending']);

    online.mockReturnValue(true);
    await drainOutbox(who);
    expect(seen.map((s) => s.body)).toEqual([{ n: 1 }, { n: 2 }]);
    const ids = [first, second].map((o) => (o.state === 'queued' ? o.change.id : null));
    expect(seen.map((s) => s.key)).toEqual(ids);
    expect(await changesOf(who)).toEqual([]);
  });

  it('sends a change again with the same key after a network failure', async () => {
    const who = nextOwner();
    replies.push('network');
    const outcome = await sendOrQueue(change(who, 1));
    expect(outcome.state).toBe('queued');
    await drainOutbox(who);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(await changesOf(who)).toEqual([]);
  });

  it('stops at a server error, so no change overtakes an earlier one', async () => {
    const who = nextOwner();
    const online = offline();
    await sendOrQueue(change(who, 1));
    await sendOrQueue(change(who, 2));
    online.mockReturnValue(true);
    replies.push({ status: 503, error: 'Servicio no disponible' });
    await drainOutbox(who);
    expect(seen.map((s) => s.body)).toEqual([{ n: 1 }]);
    expect((await changesOf(who)).map((c) => [c.body, c.status])).toEqual([
      [{ n: 1 }, 'pending'],
      [{ n: 2 }, 'pending'],
    ]);
    await drainOutbox(who);
    expect(seen.map((s) => s.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }]);
    expect(seen[1]!.key).toBe(seen[0]!.key);
  });

  it('keeps a refused change with the server’s reason until it is dismissed, and sends the next', async () => {
    const who = nextOwner();
    const online = offline();
    await sendOrQueue(change(who, 1));
    await sendOrQueue(change(who, 2));
    online.mockReturnValue(true);
    replies.push({ status: 404, error: 'El trabajo no existe' });
    await drainOutbox(who);
    expect(seen.map((s) => s.body)).toEqual([{ n: 1 }, { n: 2 }]);
    const [refused, ...rest] = await changesOf(who);
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({ status: 'refused', reason: 'El trabajo no existe', body: { n: 1 } });

    // A refused change is not sent again, and stays until the worker dismisses it.
    await drainOutbox(who);
    expect(seen).toHaveLength(2);
    await dismissChange(refused!);
    expect(await changesOf(who)).toEqual([]);
  });

  it('rejects a change refused at once, as a plain call would, and keeps nothing of it', async () => {
    const who = nextOwner();
    replies.push({ status: 400, error: 'La fecha no es válida' });
    await expect(sendOrQueue(change(who, 1))).rejects.toThrow('La fecha no es válida');
    expect(await changesOf(who)).toEqual([]);
  });
});

describe('an app opened from the device, with no session', () => {
  it('keeps a change made with a signal and sends it once the tab is signed in again', async () => {
    const who = nextOwner();
    sessionStorage.clear();
    expect(await sendOrQueue(change(who, 1))).toMatchObject({ state: 'queued' });
    await drainOutbox(who);
    expect(seen).toEqual([]);
    sessionStorage.setItem('token', 'a-token');
    await drainOutbox(who);
    expect(seen).toHaveLength(1);
    expect(await changesOf(who)).toEqual([]);
  });
});
