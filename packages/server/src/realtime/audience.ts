import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { jobs, projects } from '../db/schema.js';
import type { Audience } from './events.js';

/** Everyone who may see a project: its company side, its client and the workers holding its jobs. */
export async function projectAudiences(db: Queryable, projectIds: number[]): Promise<Map<number, Audience>> {
  const audiences = new Map<number, Audience>();
  if (projectIds.length === 0) return audiences;
  const rows = await db
    .select({ id: projects.id, companyId: projects.companyId, clientId: projects.clientId })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  for (const p of rows) audiences.set(p.id, { companyIds: [p.companyId], userIds: p.clientId ? [p.clientId] : [] });
  const holders = await db
    .selectDistinct({ projectId: jobs.projectId, userId: jobs.assigneeId })
    .from(jobs)
    .where(and(inArray(jobs.projectId, projectIds), isNotNull(jobs.assigneeId)));
  for (const h of holders) {
    const audience = audiences.get(h.projectId);
    if (audience && h.userId !== null && !audience.userIds.includes(h.userId)) audience.userIds.push(h.userId);
  }
  return audiences;
}

export async function projectAudience(db: Queryable, projectId: number): Promise<Audience | null> {
  return (await projectAudiences(db, [projectId])).get(projectId) ?? null;
}
