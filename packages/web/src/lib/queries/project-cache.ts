import type { QueryClient } from '@tanstack/react-query';
import type { Job, ListedJob, Project } from '@obra/domain';

/**
 * Puts a project the server has just saved (its answer, as the caller may see it) into every
 * cached view of it, then asks for fresh lists. Until the refetch lands, a dialog reopened at
 * once shows what was saved, never the older copy: saving that older copy again would undo the
 * save.
 */
export function rememberSavedProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData(['projects', 'byId', project.id], project);
  // ['projects', 'company:…' | 'user:…'] are the project lists.
  queryClient.setQueriesData<Project[]>(
    { queryKey: ['projects'], predicate: (query) => query.queryKey.length === 2 },
    (list) => list?.map((listed) => (listed.id === project.id ? project : listed)),
  );
  queryClient.setQueriesData<ListedJob[]>({ queryKey: ['projects', 'jobs'] }, (list) =>
    list?.map((listed) => withSaved(listed, project.projectItems)),
  );
  void queryClient.invalidateQueries({ queryKey: ['projects'] });
}

/** A listed job with the fields a save may change taken from the saved project's job. */
export function withSaved(listed: ListedJob, saved: Job[]): ListedJob {
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
