import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  PLANS_WITH_AUTOMATIC_REMINDERS,
  addDays,
  SECOND_REMINDER_AFTER_DAYS,
  formatDate,
  formatDollars,
  todayIn,
  languageOf,
} from '@obra/domain';
import type { Deps } from '../../deps.js';
import { companies, invoices, projects, users } from '../../db/schema.js';
import { oneLine } from '../invoices/catalogue.js';
import { BILLING_WORDS } from './catalogue.js';
import { invoiceMoney, paymentsOf } from './records.js';
import { shareUrlOf } from './tokens.js';

type ReminderDeps = Pick<Deps, 'db' | 'mailer' | 'config'>;

/**
 * Automatic reminders of unpaid invoices (plans with automatic reminders: Max and Pro). A sent,
 * unpaid invoice with a due date mails its client on the due day and again
 * SECOND_REMINDER_AFTER_DAYS later, each once: a reminder is claimed by one UPDATE that sets its
 * marker where it is still null, so two server processes never send it twice; a mail that fails
 * gives its claim back for the next sweep. A due-day reminder missed for a week gives way to the later one.
 * `today` fixes the day for every company (tests); by default each company's own today.
 */
export async function sweepInvoiceReminders(
  deps: ReminderDeps,
  log: FastifyBaseLogger,
  options: { today?: string } = {},
): Promise<number> {
  let sent = 0;
  const candidates = await deps.db
    .select({
      invoice: invoices,
      company: { name: companies.name, email: companies.email, timeZone: companies.timeZone },
      projectName: projects.name,
      client: { name: users.name, email: users.email },
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .innerJoin(users, eq(users.id, projects.clientId))
    .where(
      and(
        inArray(companies.plan, [...PLANS_WITH_AUTOMATIC_REMINDERS]),
        isNotNull(invoices.sentAt),
        // Due by now in any time zone (a day's margin), or by the day the caller fixed.
        lte(invoices.dueOn, options.today ?? sql`current_date + 1`),
        isNull(invoices.shareRevokedAt),
        or(isNull(invoices.reminderDueAt), isNull(invoices.reminderLateAt)),
      ),
    );
  const paid = await paymentsOf(
    deps.db,
    candidates.map((c) => c.invoice.id),
  );
  for (const { invoice, company, projectName, client } of candidates) {
    const today = options.today ?? todayIn(company.timeZone);
    const dueOn = invoice.dueOn!;
    if (today < dueOn || !client.email) continue;
    const late = today >= addDays(dueOn, SECOND_REMINDER_AFTER_DAYS);
    const marker = late ? invoices.reminderLateAt : invoices.reminderDueAt;
    if ((late ? invoice.reminderLateAt : invoice.reminderDueAt) !== null) continue;
    const money = invoiceMoney(invoice, paid.get(invoice.id) ?? [], today);
    if (money.balanceCents === 0) continue;
    const link = shareUrlOf(deps.config, 'invoice', invoice);
    if (!link) continue;

    const field = late ? 'reminderLateAt' : 'reminderDueAt';
    const [claimed] = await deps.db
      .update(invoices)
      .set({ [field]: new Date() })
      .where(and(eq(invoices.id, invoice.id), isNull(marker)))
      .returning({ id: invoices.id });
    if (!claimed) continue;
    const language = languageOf(invoice.language);
    const mail = BILLING_WORDS[language].reminderMail({
      client: client.name,
      company: company.name,
      project: projectName,
      number: invoice.number,
      total: formatDollars(money.balanceCents, language),
      link,
      email: company.email,
      dueOn: formatDate(dueOn),
      late,
    });
    try {
      await deps.mailer.send({
        to: client.email,
        ...(company.email ? { replyTo: company.email } : {}),
        subject: oneLine(mail.subject),
        text: mail.text,
      });
      sent++;
    } catch (err) {
      log.error({ err, invoiceId: invoice.id }, 'invoice reminder not sent; tried again on the next sweep');
      await deps.db
        .update(invoices)
        .set({ [field]: null })
        .where(eq(invoices.id, invoice.id));
    }
  }
  return sent;
}

/** On start and hourly, as the client notices' retry (modules/client-notices/mail.ts). */
export function installInvoiceReminders(app: FastifyInstance): void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepInvoiceReminders(app.deps, app.log).catch((err: unknown) =>
      app.log.error({ err }, 'invoice reminders not swept; tried again in an hour'),
    );
  };
  app.addHook('onReady', async () => sweep());
  const hourly = setInterval(sweep, 60 * 60 * 1000).unref();
  app.addHook('onClose', async () => {
    clearInterval(hourly);
    await running;
  });
}
