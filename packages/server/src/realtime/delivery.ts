import { inArray } from 'drizzle-orm';
import { actingCompanyId, type Principal } from '../auth/principal.js';
import type { Queryable } from '../db/client.js';
import { projects } from '../db/schema.js';
import { projectAudiences } from './audience.js';
import type { Audience, ServerEvent } from './events.js';

/**
 * A project event as browsers get it: ids only, never the project's data, so that no recipient
 * learns what their own view of it would not show; each fetches the project as they may see it.
 */
export interface ProjectUpdatePayload {
  id: number;
  isNew: boolean;
  /** The one job changed, when the change was to one job. */
  jobId?: number;
  /** The project is gone: browsers drop it without asking. */
  deleted?: true;
}

/** What a connected browser hears (SPEC §7), plus 'resync' after a connection that lost its state. */
export interface ServerToClientEvents {
  'project update': (payload: ProjectUpdatePayload) => void;
  'chat message': (payload: { projectId: number; messageOrigin: number; messageId: number }) => void;
  'new notification': (payload: Record<string, never>) => void;
  /** Issue 14: refetch the project's estimates and invoices and the billing summary. */
  billing: (payload: { projectId: number }) => void;
  resync: (payload: Record<string, never>) => void;
}

/** One message for a set of rooms, ready to send; it crosses server processes as JSON. */
export type Delivery =
  | { event: 'project update'; payload: ProjectUpdatePayload; rooms: string[] }
  | { event: 'chat message'; payload: { projectId: number; messageOrigin: number; messageId: number }; rooms: string[] }
  | { event: 'new notification'; payload: Record<string, never>; rooms: string[] }
  | { event: 'billing'; payload: { projectId: number }; rooms: string[] };

export const companyRoom = (companyId: number) => `company:${companyId}`;
export const userRoom = (userId: number) => `user:${userId}`;

/** Rooms the server manages; any other room a socket is in is Socket.IO's own (its id). */
export const isAudienceRoom = (room: string) => /^(company|user):\d+$/.test(room);

/**
 * The rooms a caller belongs in: a person's own room, and the room of the company they act as
 * (the company itself, an admin's employer, a contractor's own company record).
 */
export function roomsOf(principal: Principal): string[] {
  const rooms: string[] = [];
  if (principal.kind === 'user') rooms.push(userRoom(principal.userId));
  const companyId = actingCompanyId(principal);
  if (companyId !== null) rooms.push(companyRoom(companyId));
  return rooms;
}

function audienceRooms(...audiences: (Audience | null | undefined)[]): string[] {
  const rooms = new Set<string>();
  for (const audience of audiences) {
    if (!audience) continue;
    for (const id of audience.companyIds) rooms.add(companyRoom(id));
    for (const id of audience.userIds) rooms.add(userRoom(id));
  }
  return [...rooms];
}

/**
 * Turns a request's events into messages for rooms, reading who may see each project now:
 * - 'project update' goes to the project's current audience plus the audience the event carries
 *   (taken before the change: a worker taken off, the parties of a deleted project); an event whose
 *   audience is complete already is not looked up;
 * - 'chat message' goes to the project's company side and its client only, never to workers;
 * - 'new notification' goes to the rooms of its audience.
 * Identical messages are merged (several notifications of one request make one 'new notification').
 */
export async function deliveriesFor(db: Queryable, events: ServerEvent[]): Promise<Delivery[]> {
  const updated = [
    ...new Set(events.flatMap((e) => (e.type === 'project update' && !e.audienceComplete ? [e.projectId] : []))),
  ];
  const chatted = [...new Set(events.flatMap((e) => (e.type === 'chat message' ? [e.projectId] : [])))];
  const audiences = await projectAudiences(db, updated);
  const parties = new Map<number, { companyId: number; clientId: number | null }>();
  if (chatted.length > 0) {
    const rows = await db
      .select({ id: projects.id, companyId: projects.companyId, clientId: projects.clientId })
      .from(projects)
      .where(inArray(projects.id, chatted));
    for (const row of rows) parties.set(row.id, row);
  }

  const merged = new Map<string, Delivery>();
  const add = (delivery: Delivery) => {
    if (delivery.rooms.length === 0) return;
    const key = `${delivery.event}\n${JSON.stringify(delivery.payload)}`;
    const known = merged.get(key);
    if (known) known.rooms = [...new Set([...known.rooms, ...delivery.rooms])];
    else merged.set(key, delivery);
  };
  for (const event of events) {
    if (event.type === 'project update') {
      const { jobId, deleted } = event;
      add({
        event: 'project update',
        payload: {
          id: event.projectId,
          isNew: event.isNew,
          ...(jobId === undefined ? {} : { jobId }),
          ...(deleted ? { deleted } : {}),
        },
        rooms: audienceRooms(audiences.get(event.projectId), event.audience),
      });
    } else if (event.type === 'chat message') {
      const project = parties.get(event.projectId);
      if (!project) continue;
      add({
        event: 'chat message',
        payload: { projectId: event.projectId, messageOrigin: event.messageOrigin, messageId: event.messageId },
        rooms: audienceRooms({ companyIds: [project.companyId], userIds: project.clientId ? [project.clientId] : [] }),
      });
    } else if (event.type === 'new notification') {
      add({ event: 'new notification', payload: {}, rooms: audienceRooms(event.audience) });
    } else if (event.type === 'billing') {
      // The company side only: a client's page is not a signed-in screen.
      add({ event: 'billing', payload: { projectId: event.projectId }, rooms: [companyRoom(event.companyId)] });
    }
    // 'access changed' is no message to anyone: the realtime server acts on it itself; 'client notice'
    // is the client-notices module's, which mails them.
  }
  return [...merged.values()];
}
