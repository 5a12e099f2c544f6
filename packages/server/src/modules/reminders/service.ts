import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { isOverdue, todayIn, type Reminder, type createReminderBody } from '@obra/domain';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { companies, projects, reminders } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import { mapPage, keysetOrder, type Page, type Paging, readPage } from '../paging/keyset.js';

type ReminderRow = { reminder: typeof reminders.$inferSelect; projectName: string; timeZone: string };

/** Soonest first, then as written. */
const reminderOrder = keysetOrder<ReminderRow>(
  'reminders',
  'asc',
  [reminders.dueDate, 'day', (r) => r.reminder.dueDate],
  [reminders.id, 'id', (r) => r.reminder.id],
);

/** Open reminders (completed ones leave the list, SPEC §4), a page of them, with overdue judged in the company's "today". */
async function list(db: Queryable, where: SQL | undefined, paging: Paging): Promise<Page<Reminder>> {
  const page = await readPage(reminderOrder, paging, (after, orderBy, limit) =>
    db
      .select({ reminder: reminders, projectName: projects.name, timeZone: companies.timeZone })
      .from(reminders)
      .innerJoin(projects, eq(projects.id, reminders.projectId))
      .innerJoin(companies, eq(companies.id, reminders.companyId))
      .where(and(where, isNull(reminders.completedAt), after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return mapPage(page, ({ reminder: r, projectName, timeZone }) => ({
    rid: r.id,
    text: r.text,
    dueDate: r.dueDate,
    projectId: r.projectId,
    projectName,
    address: r.address,
    overdue: isOverdue(r.dueDate, todayIn(timeZone)),
  }));
}

export function remindersOfCompany(db: Queryable, companyId: number, paging: Paging): Promise<Page<Reminder>> {
  return list(db, eq(reminders.companyId, companyId), paging);
}

/**
 * A person's reminders, only in the company they act for now: a contractor's own company's, or
 * the ones an admin wrote for their employer. A removed or demoted admin reads none of them.
 */
export function remindersOfUser(
  db: Queryable,
  userId: number,
  companyId: number,
  wholeCompany: boolean,
  paging: Paging,
): Promise<Page<Reminder>> {
  const inCompany = eq(reminders.companyId, companyId);
  return list(db, wholeCompany ? inCompany : and(inCompany, eq(reminders.createdByUserId, userId)), paging);
}

export async function createReminder(
  db: Db,
  companyId: number,
  createdByUserId: number | null,
  body: z.output<typeof createReminderBody>,
): Promise<number> {
  const [project] = await db
    .select({ id: projects.id, address: projects.address })
    .from(projects)
    .where(and(eq(projects.id, body.projectId), eq(projects.companyId, companyId)));
  // Another tenant's project, or none at all: the same answer, so nothing about it is revealed.
  if (!project) throw forbidden();
  const [created] = await db
    .insert(reminders)
    .values({
      companyId,
      projectId: project.id,
      text: body.text,
      dueDate: body.dueDate,
      address: body.address || project.address,
      createdByUserId,
    })
    .returning({ id: reminders.id });
  return created!.id;
}

export async function completeReminder(db: Db, companyId: number, reminderId: number): Promise<void> {
  // Completing twice keeps the first completion time; a reminder of another company is refused.
  const [reminder] = await db
    .select({ completedAt: reminders.completedAt })
    .from(reminders)
    .where(and(eq(reminders.id, reminderId), eq(reminders.companyId, companyId)));
  if (!reminder) throw forbidden();
  if (reminder.completedAt) return;
  await db.update(reminders).set({ completedAt: new Date() }).where(eq(reminders.id, reminderId));
}
