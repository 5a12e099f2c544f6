import { describe, expect, it } from 'vitest';
import {
  JOB_STATUSES,
  PROJECT_STATUSES,
  jobChangeAllowed,
  projectTransition,
  type JobStatus,
  type ProjectStatus,
  type StatusActor,
} from './statuses.js';

const ACTORS: StatusActor[] = ['company', 'client', 'crew'];

/**
 * Every allowed project transition, written out: anything not here is refused. Staying put is a
 * no-op the company may always send; a closed project (COMPLETED, REJECTED) moves for no one.
 */
const ALLOWED_PROJECT: Record<StatusActor, (from: ProjectStatus, to: ProjectStatus) => boolean> = {
  company: (from, to) =>
    from === to || (!['COMPLETED', 'REJECTED'].includes(from) && ['CLIENT_APPROVAL', 'IN_PROGRESS'].includes(to)),
  client: (from, to) => from === 'CLIENT_APPROVAL' && (to === 'APPROVED' || to === 'REJECTED'),
  crew: () => false,
};

describe('project status transitions, every one for every actor', () => {
  const cases = ACTORS.flatMap((actor) =>
    PROJECT_STATUSES.flatMap((from) => PROJECT_STATUSES.map((to) => [actor, from, to] as const)),
  );
  it(`covers all ${ACTORS.length * PROJECT_STATUSES.length ** 2} of them`, () => {
    expect(cases).toHaveLength(243);
  });
  it.each(cases)('%s: %s → %s', (actor, from, to) => {
    expect(projectTransition(actor, from, to).ok).toBe(ALLOWED_PROJECT[actor](from, to));
  });
});

describe('who may change a job, for every job and project status', () => {
  const cases = ACTORS.flatMap((actor) =>
    JOB_STATUSES.flatMap((job) => PROJECT_STATUSES.map((project) => [actor, job, project] as const)),
  );
  const allowed = (actor: StatusActor, job: JobStatus, project: ProjectStatus) =>
    actor === 'company' || (actor === 'crew' && job !== 'COMPLETED' && project !== 'COMPLETED');
  it.each(cases)('%s on a %s job of a %s project', (actor, job, project) => {
    expect(jobChangeAllowed(actor, job, project)).toBe(allowed(actor, job, project));
  });
  it('keeps finished work from the crew, whatever the project, and lets the company reopen it', () => {
    for (const project of PROJECT_STATUSES) expect(jobChangeAllowed('crew', 'COMPLETED', project)).toBe(false);
    for (const job of JOB_STATUSES) expect(jobChangeAllowed('crew', job, 'COMPLETED')).toBe(false);
    expect(jobChangeAllowed('company', 'COMPLETED', 'COMPLETED')).toBe(true);
  });
});
