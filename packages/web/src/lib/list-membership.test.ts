import { describe, expect, it } from 'vitest';
import type { Project } from '@obra/domain';
import { aJob, aListedJob, aProject } from '../test/fixtures.js';
import { figuresOf, jobBelongs, projectBelongs } from './list-membership.js';

describe('a row in a filtered list, decided as the server does', () => {
  it('keeps a job whose days touch the range, by status, and ending before a day', () => {
    const job = aListedJob({ status: 'SCHEDULED', startDate: '2026-12-01', endDate: '2026-12-03' });
    expect(jobBelongs(job, {})).toBe(true);
    expect(jobBelongs(job, { from: '2026-12-03', to: '2026-12-09' })).toBe(true);
    expect(jobBelongs(job, { from: '2026-11-24', to: '2026-12-01' })).toBe(true);
    expect(jobBelongs(job, { from: '2026-12-04', to: '2026-12-10' })).toBe(false);
    expect(jobBelongs(job, { status: 'PENDING,SCHEDULED' })).toBe(true);
    expect(jobBelongs(job, { status: 'COMPLETED' })).toBe(false);
    expect(jobBelongs(job, { endsBefore: '2026-12-04' })).toBe(true);
    expect(jobBelongs(job, { endsBefore: '2026-12-03' })).toBe(false);
    // Without dates a job has no place in a range, and no end to be late by.
    const undated = aListedJob({ startDate: null, endDate: null });
    expect(jobBelongs(undated, { from: '2026-12-01', to: '2026-12-07' })).toBe(false);
    expect(jobBelongs(undated, { endsBefore: '2026-12-01' })).toBe(false);
    // One day long: its start stands for its end.
    expect(jobBelongs(aListedJob({ startDate: '2026-12-05', endDate: null }), { from: '2026-12-05' })).toBe(true);
  });

  it('finds a project by status, client and words of its name or address, accents and case aside', () => {
    const project = aProject({ name: 'Techo de José', address: '45 Center St', clientId: 9, status: 'IN_PROGRESS' });
    expect(projectBelongs(project, { q: 'jose' })).toBe(true);
    expect(projectBelongs(project, { q: 'CENTER' })).toBe(true);
    expect(projectBelongs(project, { q: 'Miller' })).toBe(false);
    expect(projectBelongs(project, { clientId: 9, status: 'CLIENT_APPROVAL,IN_PROGRESS' })).toBe(true);
    expect(projectBelongs(project, { clientId: 8 })).toBe(false);
    expect(projectBelongs(project, { status: 'COMPLETED,REJECTED' })).toBe(false);
  });
});

describe("what the dashboard's figures count", () => {
  it('changes with worth, activity and open jobs, not with dates, names or an open job’s status', () => {
    const project = aProject({ projectItems: [aJob({ itemStatus: 'SCHEDULED' })] });
    const same = (other: Project) => figuresOf(other) === figuresOf(project);
    const job = project.projectItems[0]!;
    expect(
      same({
        ...project,
        name: 'Otro',
        projectItems: [{ ...job, itemStatus: 'UPDATED', itemStartDate: '2026-12-24' }],
      }),
    ).toBe(true);
    expect(same({ ...project, status: 'CLIENT_APPROVAL' })).toBe(true);
    expect(same({ ...project, status: 'COMPLETED' })).toBe(false);
    expect(same({ ...project, projectItems: [{ ...job, itemStatus: 'COMPLETED' }] })).toBe(false);
    expect(same({ ...project, projectItems: [{ ...job, itemPrice: job.itemPrice + 1 }] })).toBe(false);
  });
});
