import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_MSG, type ChatMessage, type ChatMessageParsed } from '@obra/domain';
import type { Principal } from '../../auth/principal.js';
import type { Db, Queryable } from '../../db/client.js';
import { companies, media, messages, projects, users } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { afterCommit } from '../../realtime/events.js';
import { notify } from '../notifications/service.js';
import { mapPage, keysetOrder, type Page, type Paging, readPage } from '../paging/keyset.js';
import { chatPartyOf, type ChatParty } from './parties.js';
import { markRead } from './unread.js';

const senderUser = alias(users, 'sender_user');
const senderCompany = alias(companies, 'sender_company');

type ProjectFacts = { id: number; companyId: number; clientId: number | null; name: string };

/**
 * The project and how the caller takes part in its chat. Outsiders (other tenants, other clients,
 * the company's workers) get 403 before anything is said about the project; the parties of a
 * project without a client get 400 (SPEC §6: chat only when a project has a client).
 */
export async function chatOf(
  db: Queryable,
  principal: Principal,
  projectId: number,
): Promise<{ project: ProjectFacts; party: ChatParty }> {
  const [project] = await db
    .select({ id: projects.id, companyId: projects.companyId, clientId: projects.clientId, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw forbidden();
  const party = chatPartyOf(principal, project);
  if (!party) throw forbidden();
  if (project.clientId === null) throw badRequest(CHAT_MSG.noClient);
  return { project, party };
}

/** Messages with their sender's name and photo; `where` picks them, `orderBy` and `limit` page them. */
function selectMessages(db: Queryable, where: SQL | undefined, orderBy: SQL[] = [], limit?: number) {
  const query = db
    .select({
      message: messages,
      // A person who sent it (client, admin, contractor) by their name, else the company account.
      senderName: sql<string>`coalesce(${senderUser.name}, ${senderCompany.name}, '')`,
      mediaName: media.name,
    })
    .from(messages)
    .leftJoin(senderUser, eq(senderUser.id, messages.senderUserId))
    .leftJoin(senderCompany, eq(senderCompany.id, messages.senderCompanyId))
    .leftJoin(media, eq(media.id, messages.mediaId))
    .where(where)
    .orderBy(...orderBy);
  return limit === undefined ? query : query.limit(limit);
}
type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function messageView(row: MessageRow): ChatMessage {
  const m = row.message;
  return {
    id: m.id,
    projectId: m.projectId,
    messageText: m.text,
    projectMediaId: m.mediaId ?? -1,
    mediaUrl: row.mediaName ? `/api/files/${row.mediaName}` : null,
    messageOrigin: m.origin,
    senderName: row.senderName,
    createdAt: m.createdAt.toISOString(),
  };
}

/** Pages run from the newest message back in time. */
const messageOrder = keysetOrder<MessageRow>('messages', 'desc', [messages.id, 'id', (r) => r.message.id]);

/**
 * `getProjectMessages`: the first page holds the newest messages and each next one older ones;
 * inside a page they run oldest first, as the chat shows them. Reading the first page marks the
 * whole chat read for the caller.
 */
export async function readMessages(
  db: Db,
  principal: Principal,
  projectId: number,
  paging: Paging,
): Promise<Page<ChatMessage>> {
  const { party } = await chatOf(db, principal, projectId);
  const page = await readPage(messageOrder, paging, (after, orderBy, limit) =>
    selectMessages(db, and(eq(messages.projectId, projectId), after), orderBy, limit),
  );
  const newest = page.items[0];
  if (paging.cursor === undefined && newest) await markRead(db, party.reader, projectId, newest.message.id);
  return mapPage({ items: page.items.toReversed(), nextCursor: page.nextCursor }, messageView);
}

/**
 * `message/create`: saves a message from the caller's side, tells the other side (a notification
 * and the realtime 'chat message' event, both only once the transaction has committed).
 *
 * A photo (`projectMediaId`) must be one of this project's own media, whatever its kind (chat,
 * project or job photo): both parties of the chat may see the project's photos, and an id of
 * another project's is refused as if it did not exist (400, nothing revealed).
 */
export async function createMessage(db: Db, principal: Principal, input: ChatMessageParsed): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const { project, party } = await chatOf(tx, principal, input.projectId);
    if (input.projectMediaId !== null) {
      const [photo] = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.id, input.projectMediaId), eq(media.projectId, project.id)))
        // Held until the message is saved, so the sweep of unsent chat photos passes this one by.
        .for('share');
      if (!photo) throw badRequest(CHAT_MSG.mediaNotInProject);
    }
    const [saved] = await tx
      .insert(messages)
      .values({
        projectId: project.id,
        text: input.messageText,
        mediaId: input.projectMediaId,
        origin: party.origin,
        senderCompanyId: principal.kind === 'company' ? principal.companyId : null,
        senderUserId: principal.kind === 'user' ? principal.userId : null,
      })
      .returning({ id: messages.id });
    const [row] = await selectMessages(tx, eq(messages.id, saved!.id));
    const view = messageView(row!);

    const to = party.side === 'company' ? { userId: project.clientId! } : { companyId: project.companyId };
    await notify(tx, [
      { to, event: { kind: 'chat_message', project: project.name, sender: view.senderName }, projectId: project.id },
    ]);
    afterCommit({ type: 'chat message', projectId: project.id, messageId: view.id, messageOrigin: view.messageOrigin });
    return view;
  });
}
