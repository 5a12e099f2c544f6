import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, REPLAY_MSG, type ChatMessage } from '@obra/domain';
import { messages, idempotentRequests } from '../db/schema.js';
import { refusal, useApi, type Answer } from '../test/app.js';
import { newClient, newCompany, newEmployee, newProject, type Account } from '../test/factories.js';
import { forgetOldIdempotencyKeys } from './idempotency.js';

const api = useApi();

/** A chat message sent as a phone's outbox sends it: named by a key. */
const sendNamed = (account: Account, key: string, projectId: number, messageText: string) =>
  api.request<ChatMessage>({
    method: 'POST',
    url: '/api/projects/message/create',
    headers: { authorization: `Bearer ${account.token}`, 'idempotency-key': key },
    payload: { projectId, messageText, projectMediaId: -1 },
  });

async function messagesIn(projectId: number): Promise<number> {
  const [row] = await api.database.db.select({ n: count() }).from(messages).where(eq(messages.projectId, projectId));
  return row!.n;
}

async function aConversation() {
  const company = await newCompany(api);
  const client = await newClient(api, company);
  const project = await newProject(api, company, { clientId: client.id });
  return { company, client, project };
}

describe('Idempotency-Key on the API’s writes', () => {
  it('applies a change sent twice once, and answers the repeat with the first answer', async () => {
    const { company, project } = await aConversation();
    const first = await sendNamed(company, 'c0ffee-1', project.id, 'Llegamos a las 8');
    const again = await sendNamed(company, 'c0ffee-1', project.id, 'Llegamos a las 8');
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await messagesIn(project.id)).toBe(1);
    // Without a key, or with a new one, each sending is a change of its own.
    await sendNamed(company, 'c0ffee-2', project.id, 'Llegamos a las 8');
    expect(await messagesIn(project.id)).toBe(2);
  });

  it('answers a repeated refusal with the same refusal, without trying it again', async () => {
    const { project } = await aConversation();
    const stranger = await newEmployee(api, await newCompany(api));
    const first = await sendNamed(stranger, 'no-es-mio', project.id, 'Hola');
    const again = await sendNamed(stranger, 'no-es-mio', project.id, 'Hola');
    expect(first.status).toBe(403);
    expect(first.body).toEqual(refusal(MSG.forbidden));
    expect(again.status).toBe(403);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await messagesIn(project.id)).toBe(0);
  });

  it('refuses a key used again for another change, and a key that is not one', async () => {
    const { company, project } = await aConversation();
    await sendNamed(company, 'misma-clave', project.id, 'Primero');
    const other = await sendNamed(company, 'misma-clave', project.id, 'Otro texto');
    expect(other.status).toBe(422);
    expect(other.body).toEqual(refusal(REPLAY_MSG.keyReused));
    for (const bad of ['', 'con espacios', 'x'.repeat(201), 'ñandú']) {
      const res = await sendNamed(company, bad, project.id, 'Nada');
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toEqual(refusal(REPLAY_MSG.keyInvalid));
    }
    expect(await messagesIn(project.id)).toBe(1);
  });

  it('keeps each account’s keys apart', async () => {
    const { company, client, project } = await aConversation();
    expect((await sendNamed(company, 'k-1', project.id, 'De la compañía')).status).toBe(200);
    const fromClient = await sendNamed(client, 'k-1', project.id, 'Del cliente');
    expect(fromClient.status).toBe(200);
    expect(fromClient.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesIn(project.id)).toBe(2);
  });

  it('applies the same change sent at once from two tabs once', async () => {
    const { company, project } = await aConversation();
    const answers: Answer<ChatMessage>[] = await Promise.all(
      [1, 2, 3].map(() => sendNamed(company, 'a-la-vez', project.id, 'Una sola vez')),
    );
    expect(await messagesIn(project.id)).toBe(1);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body).toEqual(refusal(REPLAY_MSG.inProgress));
      else expect(answer.status).toBe(200);
    }
  });

  it('keeps keys a week, then forgets them', async () => {
    const { company, project } = await aConversation();
    await sendNamed(company, 'vieja', project.id, 'Hace ocho días');
    await sendNamed(company, 'nueva', project.id, 'Hoy');
    const { db } = api.database;
    await db
      .update(idempotentRequests)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(idempotentRequests.key, 'vieja'));
    expect(await forgetOldIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    const kept = await db.select({ key: idempotentRequests.key }).from(idempotentRequests);
    expect(kept.map((k) => k.key)).toContain('nueva');
    expect(kept.map((k) => k.key)).not.toContain('vieja');
  });
});
