import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateJobBody } from '@obra/domain';
import { post } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { useOwner } from '../../lib/offline/owner.js';
import type { Outcome } from '../../lib/offline/outbox.js';
import { rememberSavedProject } from '../../lib/queries/project-cache.js';
import { usePaged } from '../../lib/paged-query.js';
import { companyJobsQuery, userJobsQuery, type JobFilters } from '../../lib/queries/jobs.js';

/** The caller's own jobs, a page at a time. */
export function useUserJobs(enabled = true, filters?: JobFilters) {
  return usePaged(userJobsQuery(useSession().account?.id, enabled, filters));
}

/** A company's jobs, a page at a time. */
export function useCompanyJobs(companyId: number | null, filters?: JobFilters) {
  return usePaged(companyJobsQuery(companyId, filters));
}

/**
 * Saves a job through the device's outbox (issue 13): sent at once with a signal, else kept and
 * sent when it returns. Resolves with what became of it; a queued save shows as applied meanwhile
 * (lib/offline/overlay.ts). The mutation runs offline too (TanStack's default would hold it).
 */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  const owner = useOwner();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: UpdateJobBody): Promise<Outcome<Project>> => {
      if (!owner) return { state: 'sent', data: await post<Project>('/projects/updateJob', body) };
      const { sendOrQueue } = await import('../../lib/offline/outbox.js');
      return sendOrQueue<Project>({
        owner,
        kind: 'job.update',
        label: body.itemName,
        path: '/projects/updateJob',
        body,
      });
    },
    onSuccess: (outcome) => {
      if (outcome.state === 'sent') rememberSavedProject(queryClient, outcome.data);
    },
  });
}
