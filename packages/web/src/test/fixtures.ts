import type { Job, ListedJob, Project } from '@obra/domain';

/** Job 7 of project 3, held by employee 5 (Carlos), as the project answers carry it. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 7,
    projectId: 3,
    itemName: 'Techo norte',
    itemStatus: 'SCHEDULED',
    itemStartDate: '2026-11-20',
    itemEndDate: '2026-11-21',
    itemPrice: 1000,
    comments: 'Texto viejo',
    userId: 5,
    assignee: '5#Carlos',
    ...overrides,
  };
}

/** Project 3 of company 1, for client 9 (María), with `aJob()` unless told otherwise. */
export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 3,
    companyId: 1,
    clientId: 9,
    clientName: 'María',
    companyName: 'Techos Pérez',
    name: 'Techo casa',
    address: '12 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    startDate: '2026-11-20',
    endDate: '2026-11-21',
    price: 1000,
    type: 'Techo',
    status: 'IN_PROGRESS',
    description: '',
    unreadMessages: 0,
    progress: 0,
    projectItems: [aJob()],
    ...overrides,
  };
}

/** `aJob()` as the jobs lists carry it. */
export function aListedJob(overrides: Partial<ListedJob> = {}): ListedJob {
  return {
    id: 7,
    name: 'Techo norte',
    address: '12 Main St',
    clientName: 'María',
    projectName: 'Techo casa',
    companyName: 'Techos Pérez',
    startDate: '2026-11-20',
    endDate: '2026-11-21',
    details: 'Texto viejo',
    status: 'SCHEDULED',
    assignee: '5#Carlos',
    userId: 5,
    proid: 3,
    ...overrides,
  };
}
