import { IDEMPOTENCY_HEADER } from '@obra/domain';
import { ApiError, call } from '../api.js';
import { errorText } from '../problem-text.js';
import { offlineDb, type Change, type ChangeKind, type QueuedPhoto } from './db.js';
import { canSend, signalOutbox } from './signal.js';

/**
 * A change as a screen makes it; the outbox dates and orders it, and names it unless `id` is
 * given (a caller that puts the name in the body too, as the time clock's `clientRef`).
 */
export interface NewChange {
  id?: string;
  owner: string;
  kind: ChangeKind;
  label: string;
  path: string;
  body: unknown;
  photos?: QueuedPhoto[];
}

/** What became of a change given to `sendOrQueue`. */
export type Outcome<T> = { state: 'sent'; data: T } | { state: 'queued'; change: Change };

/** Tells the screens an account's outbox changed, with how many changes it now holds. */
async function notify(owner: string): Promise<void> {
  signalOutbox(owner, (await changesOf(owner)).length);
}

/** Told of each change the server accepted while draining, with its answer: the caches catch up. */
const sentListeners = new Set<(change: Change, data: unknown) => void>();
export function onChangeSent(listener: (change: Change, data: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

// ——— The queue ———

/** An account's changes still on the device, oldest first: pending and refused. */
export async function changesOf(owner: string): Promise<Change[]> {
  const db = await offlineDb();
  return db.getAllFromIndex('outbox', 'owner', owner);
}

async function put(change: Change): Promise<void> {
  const db = await offlineDb();
  await db.put('outbox', change);
}

async function remove(id: string): Promise<void> {
  const db = await offlineDb();
  const seq = await db.getKeyFromIndex('outbox', 'id', id);
  if (seq !== undefined) await db.delete('outbox', seq);
}

/** Drops a refused change once the worker has read why ('Descartar'): nothing goes without that tap. */
export async function dismissChange(change: Change): Promise<void> {
  await remove(change.id);
  await notify(change.owner);
}

/** Forgets every change of an account (signing out with nothing pending). */
export async function forgetChanges(owner: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  for await (const cursor of tx.store.index('owner').iterate(owner)) await cursor.delete();
  await tx.done;
  await notify(owner);
}

// ——— Sending ———

/** The request a change makes; the photos go as the upload route's multipart form. */
function sendChange(change: Change): Promise<unknown> {
  const headers = { [IDEMPOTENCY_HEADER]: change.id };
  if (!change.photos) return call('POST', change.path, change.body, { headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(change.body as Record<string, unknown>)) form.append(name, String(value));
  for (const photo of change.photos) form.append('photos', photo.blob, photo.name);
  return call('POST', change.path, form, { headers });
}

/**
 * Whether a failure may pass by sending again: no answer, a server error, a 409 (the first sending
 * is still being applied), a session that ended (sent once signed in again), or too many requests.
 * Any other 4xx is the server's refusal of the change itself, which no repeat will change.
 */
function mayPass(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === null) return true;
  return error.status >= 500 || [401, 408, 409, 429].includes(error.status);
}

/**
 * The changes a `sendOrQueue` call is waiting on, with what the drain made of them once tried:
 * sent with the answer, or refused with the error.
 */
const awaited = new Map<string, { data: unknown } | { error: unknown } | null>();

/**
 * Sends an account's pending changes strictly in the order they were made, each with its own
 * Idempotency-Key. A refused change is set aside with its reason and the next is sent; a failure
 * that may pass stops the drain, so no change overtakes one made before it.
 */
async function drainOnce(owner: string): Promise<void> {
  for (const change of await changesOf(owner)) {
    // Checked before each change: the signal or the session may go mid-way.
    if (!canSend()) return;
    if (change.status !== 'pending') continue;
    try {
      const data = await sendChange(change);
      await remove(change.id);
      if (awaited.has(change.id)) awaited.set(change.id, { data });
      for (const listener of sentListeners) listener(change, data);
    } catch (error) {
      if (mayPass(error)) break;
      // A change sent at once is refused to the worker who made it, as a plain call would be.
      if (awaited.has(change.id)) {
        awaited.set(change.id, { error });
        await remove(change.id);
      } else await put({ ...change, status: 'refused', reason: errorText(error) });
    } finally {
      await notify(owner);
    }
  }
}

let draining: Promise<void> = Promise.resolve();

/** Drains an account's outbox after any drain already running: one at a time, so the order holds. */
export function drainOutbox(owner: string): Promise<void> {
  draining = draining.then(() => drainOnce(owner)).catch(() => undefined);
  return draining;
}

/**
 * Sends a change now if it can, else keeps it to send when the signal returns. The change is
 * written to the device first, so a closed tab or a dead battery loses nothing, and it waits
 * behind any change made before it. Resolves `sent` with the server's answer, or `queued`; a
 * refusal of a change sent at once rejects with the ApiError as a plain call would (the worker is
 * there to read it) and leaves nothing in the outbox.
 */
export async function sendOrQueue<T>(input: NewChange): Promise<Outcome<T>> {
  const change: Change = {
    ...input,
    id: input.id ?? crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    status: 'pending',
  };
  await put(change);
  await notify(change.owner);
  if (!canSend()) return { state: 'queued', change };
  awaited.set(change.id, null);
  await drainOutbox(input.owner);
  const result = awaited.get(change.id);
  awaited.delete(change.id);
  if (!result) return { state: 'queued', change };
  if ('data' in result) return { state: 'sent', data: result.data as T };
  throw result.error;
}
