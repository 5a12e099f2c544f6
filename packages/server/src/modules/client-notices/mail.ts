import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { languageOf } from '@obra/domain';
import type { Deps } from '../../deps.js';
import { clientNotices, companies, users } from '../../db/schema.js';
import { isClientNoticeEvent, noticeMail } from './catalogue.js';

/**
 * The mails of the automatic client notices, sent after the change that recorded them has committed
 * (service.ts raises a 'client notice' event; the app publishes a request's events only once it has
 * succeeded). Each notice is claimed before it is sent, so two senders (this process's after-commit
 * sending and a retry, or two server processes) never mail it twice; a sending that failed keeps
 * its claim and is tried again by the hourly retry once the claim is older than CLAIM_WINDOW.
 */
const CLAIM_WINDOW = sql`now() - interval '10 minutes'`;

type MailDeps = Pick<Deps, 'db' | 'mailer'>;

/** Sends the claimable notices `which` selects; never throws (failures are logged and left for the retry). */
async function mailNotices(deps: MailDeps, log: FastifyBaseLogger, which: SQL): Promise<void> {
  try {
    const claimable = and(
      which,
      isNull(clientNotices.mailedAt),
      or(isNull(clientNotices.mailClaimedAt), lt(clientNotices.mailClaimedAt, CLAIM_WINDOW)),
    );
    const claimed = await deps.db
      .update(clientNotices)
      .set({ mailClaimedAt: sql`now()` })
      .where(claimable)
      .returning({ id: clientNotices.id });
    if (claimed.length === 0) return;
    const rows = await deps.db
      .select({
        id: clientNotices.id,
        event: clientNotices.event,
        client: { name: users.name, email: users.email, language: users.language },
        company: { name: companies.name, email: companies.email, phone: companies.phone },
      })
      .from(clientNotices)
      .innerJoin(users, eq(users.id, clientNotices.clientId))
      .innerJoin(companies, eq(companies.id, clientNotices.companyId))
      .where(
        inArray(
          clientNotices.id,
          claimed.map((c) => c.id),
        ),
      );
    const done: number[] = [];
    for (const row of rows) {
      // A client the company created without an address to write to has the notification only.
      if (!row.client.email || !isClientNoticeEvent(row.event)) {
        done.push(row.id);
        continue;
      }
      const language = languageOf(row.client.language);
      const mail = noticeMail(row.event, language, { client: row.client.name, company: row.company });
      try {
        await deps.mailer.send({
          to: row.client.email,
          ...(row.company.email ? { replyTo: row.company.email } : {}),
          ...mail,
        });
        done.push(row.id);
      } catch (err) {
        log.error({ err, noticeId: row.id }, 'client notice mail not sent; retried later');
      }
    }
    if (done.length > 0) {
      await deps.db
        .update(clientNotices)
        .set({ mailedAt: sql`now()` })
        .where(inArray(clientNotices.id, done));
    }
  } catch (err) {
    log.error({ err }, 'client notice mails not sent; retried later');
  }
}

/** Mails the notices left unmailed: only those older than the claim window, as a fresh one is being mailed by its request. */
export function retryUnmailedNotices(deps: MailDeps, log: FastifyBaseLogger): Promise<void> {
  return mailNotices(deps, log, lt(clientNotices.createdAt, CLAIM_WINDOW));
}

const inFlight = new Set<Promise<void>>();

function track(sending: Promise<void>): void {
  inFlight.add(sending);
  void sending.finally(() => inFlight.delete(sending));
}

/** Resolves once every notice mail under way has been sent or has failed (tests, shutdown). */
export async function noticeMailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/**
 * Mails each notice once its request has succeeded, without holding up the delivery of the
 * request's other events (the sending is not awaited); on start and hourly, retries those left
 * unmailed (a failed sending, or a process that stopped first).
 */
export function installClientNoticeMail(app: FastifyInstance): void {
  const { deps } = app;
  const unsubscribe = deps.events.subscribe((events) => {
    const ids = events.flatMap((e) => (e.type === 'client notice' ? e.noticeIds : []));
    if (ids.length > 0) track(mailNotices(deps, app.log, inArray(clientNotices.id, ids)));
  });
  const retry = () => track(retryUnmailedNotices(deps, app.log));
  app.addHook('onReady', async () => retry());
  const hourly = setInterval(retry, 60 * 60 * 1000).unref();
  app.addHook('onClose', async () => {
    clearInterval(hourly);
    unsubscribe();
    await noticeMailsSettled();
  });
}
