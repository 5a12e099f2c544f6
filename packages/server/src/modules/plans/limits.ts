import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import {
  CLOSED_PROJECT_STATUSES,
  PLAN_LIMITS,
  exceedsLimit,
  planLimitMessage,
  type LimitKind,
  type Plan,
  type PlanUsage,
} from '@obra/domain';
import type { Queryable, Tx } from '../../db/client.js';
import { companies, memberships, projects } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';

/** How many the company has now of what a plan limits: the one count behind every plan check and the usage screen. */
export async function currentCount(
  tx: Queryable,
  companyId: number,
  kind: Exclude<LimitKind, 'invoicesPerClient'>,
): Promise<number> {
  if (kind === 'employees') {
    const [row] = await tx
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), inArray(memberships.role, ['employee', 'admin'])));
    return row?.n ?? 0;
  }
  const closed = kind === 'activeProjects' ? notInArray(projects.status, [...CLOSED_PROJECT_STATUSES]) : undefined;
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), closed));
  return row?.n ?? 0;
}

/** Refuses (409) one more of `kind` past the plan; a plan without that limit counts nothing. */
export async function assertRoomFor(
  tx: Queryable,
  companyId: number,
  plan: Plan,
  kind: Exclude<LimitKind, 'invoicesPerClient'>,
): Promise<void> {
  if (PLAN_LIMITS[plan][kind] === null) return;
  if (exceedsLimit(plan, kind, await currentCount(tx, companyId, kind))) throw conflict(planLimitMessage(plan, kind));
}

/**
 * Refuses (409) one more project or employee past the company's plan. Locks the company row so
 * two requests at once cannot both slip under the limit; answers the company's name with its plan.
 */
export async function assertWithinLimit(
  tx: Tx,
  companyId: number,
  kind: 'projects' | 'employees',
): Promise<{ plan: Plan; name: string }> {
  const [company] = await tx
    .select({ plan: companies.plan, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const plan = (company?.plan ?? 'plus') as Plan;
  const kinds: Exclude<LimitKind, 'invoicesPerClient'>[] =
    kind === 'employees' ? ['employees'] : ['activeProjects', 'totalProjects'];
  for (const k of kinds) await assertRoomFor(tx, companyId, plan, k);
  return { plan, name: company?.name ?? '' };
}

/** The company's plan and how much of it is in use, for the subscription screen. */
export async function planUsage(db: Queryable, companyId: number): Promise<PlanUsage> {
  const [company] = await db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId));
  const plan = (company?.plan ?? 'plus') as Plan;
  const [activeProjects, totalProjects, employees] = await Promise.all([
    currentCount(db, companyId, 'activeProjects'),
    currentCount(db, companyId, 'totalProjects'),
    currentCount(db, companyId, 'employees'),
  ]);
  return { plan, activeProjects, totalProjects, employees, limits: PLAN_LIMITS[plan] };
}

/** The operator's plan change (README: `npm run plan`); answers the company's name, or null when there is none. */
export async function setPlan(db: Queryable, companyId: number, plan: Plan): Promise<string | null> {
  const [updated] = await db
    .update(companies)
    .set({ plan })
    .where(eq(companies.id, companyId))
    .returning({ name: companies.name });
  return updated?.name ?? null;
}
