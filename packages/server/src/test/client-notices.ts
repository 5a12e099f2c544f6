import { expect, vi } from 'vitest';
import type { Notification } from '@obra/domain';
import type { Api } from './app.js';
import type { Account } from './factories.js';
import { partsOfType, textOf, type TestSmtp } from './smtp.js';
import { noticeMailsSettled } from '../modules/client-notices/mail.js';

/** What the client-notices tests read back: the client's bell, their outbox, the notices recorded. */
export function noticeReads(api: Api, smtp: () => TestSmtp) {
  async function bell(client: Account): Promise<Notification[]> {
    const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${client.id}`, client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData;
  }

  async function emailOf(account: Account): Promise<string> {
    const res = await api.get<{ email: string }>(`/api/account/get/user?account=${account.id}`, account.token);
    expect(res.status).toBe(200);
    return res.body.queryData.email;
  }

  /** The client's automatic-notice mails, each as subject and plain text (the one accepting them as a client left out). */
  async function outbox(client: Account): Promise<{ subject: string; text: string }[]> {
    // The mail goes once the request has answered: let its after-commit sending start and finish.
    await new Promise((resolve) => setImmediate(resolve));
    await noticeMailsSettled();
    const address = await emailOf(client);
    return smtp()
      .received.filter((m) => m.rcptTo.includes(address))
      .map((m) => ({
        subject: m.message.headers.subject ?? '',
        text: textOf(partsOfType(m.message, 'text/plain')[0]) ?? '',
      }))
      .filter((m) => !/ (en|on) Obra$/.test(m.subject));
  }

  /** Waits until the client's outbox holds `count` notice mails, then answers them. */
  async function mailsOf(client: Account, count: number) {
    await vi.waitFor(async () => expect(await outbox(client)).toHaveLength(count), { timeout: 5000 });
    return outbox(client);
  }

  return { bell, outbox, mailsOf };
}
