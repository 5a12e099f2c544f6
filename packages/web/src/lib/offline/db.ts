import type { Job, ListedJob } from '@obra/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A photo waiting in the outbox: the resized image itself, kept on the device until it is sent. */
export interface QueuedPhoto {
  name: string;
  blob: Blob;
}

/** What a queued change does: the kind decides how it is sent and how the screens show it meanwhile. */
export type ChangeKind = 'job.update' | 'job.photos' | 'expense.create' | 'time.clock';

/**
 * One change made on the device, in the outbox until the server has answered it. `id` is made here
 * and sent as its Idempotency-Key, the same on every try, so a change sent twice is applied once.
 */
export interface Change {
  id: string;
  /** Whose change it is: `ownerKey` of the signed-in account. */
  owner: string;
  kind: ChangeKind;
  /** What the worker knows it by (the job's or the expense's name), shown if it is refused. */
  label: string;
  /** The API path (after /api) it is POSTed to. */
  path: string;
  /** The JSON body; for `job.photos`, the form's other fields (projectId, jobId). */
  body: unknown;
  photos?: QueuedPhoto[];
  createdAt: string;
  status: 'pending' | 'refused';
  /** The server's reason, in the reader's language, once refused. */
  reason?: string;
}

/** A kept job's photo thumbnail, drawn offline from its blob. */
export interface KeptPhoto {
  id: number;
  name: string;
  blob: Blob;
}

/** A job kept on the device for offline use: as listed, the full job from its project, its thumbnails. */
export interface KeptJob {
  listed: ListedJob;
  full: Job | null;
  photos: KeptPhoto[];
}

interface OfflineSchema extends DBSchema {
  /** Keyed by an auto-increasing number: the order the changes were made in, which is the order they are sent. */
  outbox: { key: number; value: Change & { seq?: number }; indexes: { owner: string; id: string } };
  /** One row per account: its kept jobs and when they were kept. */
  jobs: { key: string; value: { owner: string; savedAt: string; jobs: KeptJob[] } };
}

const DB_NAME = 'obra-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device's offline database, opened once. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('owner', 'owner');
      outbox.createIndex('id', 'id', { unique: true });
      db.createObjectStore('jobs', { keyPath: 'owner' });
    },
  });
  return opening;
}
