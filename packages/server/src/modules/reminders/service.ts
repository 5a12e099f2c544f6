import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { MSG, isOverdue, todayIn, type Reminder, type createReminderBody } from '@obra/domain';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { companies, projects, reminders } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';

/** Open reminders (completed ones leave the list, SPEC §4), soonest first, with overdue judged in the company's "today". */
async function list(db: Queryable, where: ReturnType<typeof and>): Promise<Reminder[]> {
  const rows = await db
    .select({ reminder: reminders, projectName: projects.name, timeZone: companies.timeZone })
    .from(reminders)
    .innerJoin(projects, eq(projects.id, reminders.projectId))
    .innerJoin(companies, eq(companies.id, reminders.companyId))
    .where(and(where, isNull(reminders.completedAt)))
    .orderBy(asc(reminders.dueDate), asc(reminders.id));
  return rows.map(({ reminder: r, projectName, timeZone }) => ({
    rid: r.id,
    text: r.text,
    dueDate: r.dueDate,
    projectId: r.projectId,
    projectName,
    address: r.address,
    overdue: isOverdue(r.dueDate, todayIn(timeZone)),
  }));
}

export function remindersOfCompany(db: Queryable, companyId: number): Promise<Reminder[]> {
  return list(db, eq(reminders.companyId, companyId));
}

/** A person's reminders: the ones they wrote, and a contractor's own company's. */
export function remindersOfUser(db: Queryable, userId: number, ownCompanyId: number | null): Promise<Reminder[]> {
  const mine = eq(reminders.createdByUserId, userId);
  return list(db, ownCompanyId === null ? mine : or(mine, eq(reminders.companyId, ownCompanyId)));
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
  if (!project) throw badRequest(MSG.reminderProject);
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
  const updated = await db
    .update(reminders)
    .set({ completedAt: new Date() })
    .where(and(eq(reminders.id, reminderId), eq(reminders.companyId, companyId)))
    .returning({ id: reminders.id });
  if (updated.length === 0) throw forbidden();
}
