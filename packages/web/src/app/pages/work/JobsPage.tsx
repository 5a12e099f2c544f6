import { useQueryClient } from '@tanstack/react-query';
import type { ListedJob } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateJob, useUserJobs } from '../../../features/jobs/api.js';
import { projectQuery } from '../../../lib/queries/projects.js';
import { jobBody } from '../../../features/jobs/job-body.js';
import { JobsList } from '../../../features/jobs/JobsList.js';
import { toast } from '../../../lib/feedback.js';
import { uploadJobPhotosInBackground } from '../../../lib/photos/background-upload.js';
import { CompleteJobSheet } from '../../../features/jobs/CompleteJobSheet.js';
import { JobDialog } from '../../../features/jobs/JobDialog.js';
import { WorkPage } from './WorkPage.js';
import { MoreRows } from '../../../components/MoreRows.js';
import { OPEN_JOBS } from '../../../lib/queries/jobs.js';

export function JobsPage() {
  const { t } = useTranslation();
  const jobs = useUserJobs(true, OPEN_JOBS);
  const update = useUpdateJob();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ListedJob | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const [completing, setCompleting] = useState<ListedJob | null>(null);

  const complete = async (job: ListedJob, photos: File[]) => {
    setCompleting(null);
    setBusyId(job.id);
    try {
      const project = await queryClient.fetchQuery(projectQuery(job.proid));
      const full = project.projectItems.find((item) => item.id === job.id);
      // SPEC §4: a completed job leaves the list at once: the save marks it COMPLETED in the cached
      // list (rememberSavedProject), which `visible` leaves out; the refetch then drops it.
      await update.mutateAsync(jobBody(job, full, { itemStatus: 'COMPLETED' }));
      toast.success(t('jobs.updated'));
      // The photos follow on their own: the worker is already on to the next job.
      if (photos.length > 0) {
        void uploadJobPhotosInBackground(job.proid, job.id, photos).then((sent) =>
          sent ? toast.success(t('jobs.photosSent')) : toast.failure(t('jobs.photosFailed', { name: job.name })),
        );
      }
    } catch {
      toast.failure(t('jobs.updateFailed'));
    } finally {
      setBusyId(null);
    }
  };

  // The server sends only open jobs; one just completed here leaves at once, before the refetch.
  const visible = jobs.rows.filter((job) => job.status !== 'COMPLETED');

  return (
    <WorkPage title={t('nav.jobs')} loading={jobs.isLoading} error={jobs.error}>
      <JobsList jobs={visible} busyId={busyId} onComplete={setCompleting} onDetails={setOpen} />
      <MoreRows paged={jobs} />
      {completing && (
        <CompleteJobSheet
          job={completing}
          onClose={() => setCompleting(null)}
          onConfirm={(photos) => void complete(completing, photos)}
        />
      )}
      <JobDialog job={open} onClose={() => setOpen(null)} />
    </WorkPage>
  );
}
