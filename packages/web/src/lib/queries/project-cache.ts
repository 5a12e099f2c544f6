import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import type { Job, ListedJob, Project } from '@obra/domain';
import type { Paged } from '../paged-query.js';

/** The project lists: ['projects', 'company:…' | 'user:…', filters]. */
const PROJECT_LISTS: QueryFilters = {
  queryKey: ['projects'],
  predicate: (query) => /^(company|user):/.test(String(query.queryKey[1])),
};

/** Every row of every page of the cached lists `which` picks, passed through `change`. */
function patchPagedLists<T>(queryClient: QueryClient, which: QueryFilters, change: (row: T) => T): void {
  queryClient.setQueriesData<Paged<T>>(
    which,
    (paged) => paged && { ...paged, pages: paged.pages.map((page) => ({ ...page, items: page.items.map(change) })) },
  );
}

/**
 * Puts a project the server has just saved (its answer, as the caller may see it) into every
 * cached view of it, then asks for fresh lists. Until the refetch lands, a dialog reopened at
 * once shows what was saved, never the older copy: saving that older copy again would undo the
 * save.
 */
export function rememberSavedProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData(['projects', 'byId', project.id], project);
  patchPagedLists<Project>(queryClient, PROJECT_LISTS, (listed) => (listed.id === project.id ? project : listed));
  patchPagedLists<ListedJob>(queryClient, { queryKey: ['projects', 'jobs'] }, (listed) =>
    withSaved(listed, project.projectItems),
  );
  void queryClient.invalidateQueries({ queryKey: ['projects'] });
}

/** A listed job with the fields a save may change taken from the saved project's job. */
function withSaved(listed: ListedJob, saved: Job[]): ListedJob {
  const job = saved.find((item) => item.id === listed.id);
  if (!job) return listed;
  return {
    ...listed,
    name: job.itemName,
    status: job.itemStatus,
    startDate: job.itemStartDate,
    endDate: job.itemEndDate,
    details: job.comments,
    assignee: job.assignee,
    userId: job.userId,
  };
}
