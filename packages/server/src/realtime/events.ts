import { AsyncLocalStorage } from 'node:async_hooks';
import type { TokenSubject } from '../auth/principal.js';

/** Who should hear of something: company rooms (the company and its admins) and people. */
export interface Audience {
  companyIds: number[];
  userIds: number[];
}

/**
 * What the server tells connected browsers (SPEC §7's realtime events). A project event names
 * the project, and the job when one job changed (`jobId`) or that the project is gone (`deleted`);
 * browsers fetch what they may see of it themselves. It goes to the project's audience as it is
 * when published, plus the audience taken before the change (`audience`), so a worker taken off a
 * job or the parties of a deleted project hear of it too. A write that already knows everyone
 * before and after the change says so (`audienceComplete`), and nothing is looked up to deliver it.
 */
export type ServerEvent =
  | {
      type: 'project update';
      projectId: number;
      isNew: boolean;
      jobId?: number;
      deleted?: true;
      audience?: Audience;
      audienceComplete?: true;
    }
  | { type: 'chat message'; projectId: number; messageId: number; messageOrigin: number }
  | { type: 'new notification'; audience: Audience }
  /** An account's sessions or access changed: its open sockets are checked again and closed if need be. */
  | { type: 'access changed'; subjects: TokenSubject[] }
  /** Automatic notices to clients were recorded: no message to browsers, their mails go now (client-notices/mail.ts). */
  | { type: 'client notice'; noticeIds: number[] }
  /**
   * A project's estimates or invoices changed where the company did not do it (the client approved,
   * rejected or opened a link) or where its other screens should follow (a payment): the company's
   * sockets hear 'billing' { projectId } and refetch its estimates, invoices and money summary.
   */
  | { type: 'billing'; companyId: number; projectId: number };

export type EventListener = (events: ServerEvent[]) => void | Promise<void>;

/** Carries events from the request that caused them to whoever delivers them (the realtime module). */
export class EventBus {
  private listeners: EventListener[] = [];

  subscribe(listener: EventListener): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  async publish(events: ServerEvent[]): Promise<void> {
    if (events.length === 0) return;
    for (const listener of this.listeners) await listener(events);
  }
}

const pending = new AsyncLocalStorage<ServerEvent[]>();

/** Runs `fn` collecting the events raised inside it; app.ts wraps each request in one. */
export function collectingEvents<T>(events: ServerEvent[], fn: () => T): T {
  return pending.run(events, fn);
}

/**
 * Records an event to publish once the request has succeeded, so nothing is announced that a
 * rolled-back transaction undid. Outside a request (demo data, commands) it is dropped.
 */
export function afterCommit(event: ServerEvent): void {
  pending.getStore()?.push(event);
}
