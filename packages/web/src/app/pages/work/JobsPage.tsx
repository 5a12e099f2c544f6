import { useQueryClient } from '@tanstack/react-query';
import type { ListedJob } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectQuery, useUpdateJob, useUserJobs } from '../../../features/jobs/api.js';
import { jobBody } from '../../../features/jobs/job-body.js';
import { JobsList } from '../../../features/jobs/JobsList.js';
import { confirm, toast } from '../../../lib/feedback.js';
import { JobDialog } from '../../../features/jobs/JobDialog.js';
import { WorkPage } from './WorkPage.js';

export function JobsPage() {
  const { t } = useTranslation();
  const jobs = useUserJobs();
  const update = useUpdateJob();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ListedJob | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const complete = async (job: ListedJob) => {
    if (!(await confirm(t('jobs.completeConfirm')))) return;
    setBusyId(job.id);
    try {
      const project = await queryClient.fetchQuery(projectQuery(job.proid));
      const full = project.projectItems.find((item) => item.id === job.id);
      // SPEC §4: a completed job leaves the list at once: the save marks it COMPLETED in the cached
      // list (rememberSavedProject), which `visible` leaves out; the refetch then drops it.
      await update.mutateAsync(jobBody(job, full, { itemStatus: 'COMPLETED' }));
      toast.success(t('jobs.updated'));
    } catch {
      toast.failure(t('jobs.updateFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const visible = (jobs.data ?? []).filter((job) => job.status !== 'COMPLETED');

  return (
    <WorkPage title={t('nav.jobs')} loading={jobs.isLoading} error={jobs.error}>
      <JobsList jobs={visible} busyId={busyId} onComplete={(job) => void complete(job)} onDetails={setOpen} />
      <JobDialog job={open} onClose={() => setOpen(null)} />
    </WorkPage>
  );
}
