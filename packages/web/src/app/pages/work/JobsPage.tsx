import { useQueryClient } from '@tanstack/react-query';
import type { Job, ListedJob } from '@obra/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateJob, useUserJobs } from '../../../features/jobs/api.js';
import { projectQuery } from '../../../lib/queries/projects.js';
import { jobBody } from '../../../features/jobs/job-body.js';
import { JobsList } from '../../../features/jobs/JobsList.js';
import { toast } from '../../../lib/feedback.js';
import { CompleteJobSheet } from '../../../features/jobs/CompleteJobSheet.js';
import { lazyNamed } from '../../../lib/lazy-named.js';
import { JobDialog } from '../../../features/jobs/JobDialog.js';
import { WorkPage } from './WorkPage.js';
import { MoreRows } from '../../../components/MoreRows.js';
import { OPEN_JOBS } from '../../../lib/queries/jobs.js';
import { useSession } from '../../../lib/session.js';
import { ApiError } from '../../../lib/api.js';
import { useOwner } from '../../../lib/offline/owner.js';
import { useOnline, useOutbox } from '../../../lib/offline/use-outbox.js';
import { canSend } from '../../../lib/offline/signal.js';
import { useKeepJobs, useKeptJobs } from '../../../lib/offline/use-kept-jobs.js';
import { listedWithQueued } from '../../../lib/offline/overlay.js';

const JobExpenseSheet = lazyNamed(() => import('../../../features/jobs/JobExpenseSheet.js'), 'JobExpenseSheet');

/** A list that failed for want of a network, not for an answer. */
const unreachable = (error: Error | null) => error instanceof ApiError && error.status === null;

export function JobsPage() {
  const { t } = useTranslation();
  const { account, onDevice } = useSession();
  const owner = useOwner();
  const jobs = useUserJobs(true, OPEN_JOBS);
  const update = useUpdateJob();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ListedJob | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [completing, setCompleting] = useState<ListedJob | null>(null);
  const [expenseOf, setExpenseOf] = useState<ListedJob | null>(null);

  // Issue 13: without a signal (or opened from the device, not yet signed in again) the screen
  // shows the jobs kept on the device, with the changes still waiting in the outbox shown as
  // applied; with one, it keeps the next days' jobs.
  const offline = !useOnline() || onDevice || unreachable(jobs.error);
  const changes = useOutbox(owner);
  const kept = useKeptJobs(owner, offline);
  useKeepJobs(owner && account ? { owner, userId: account.id, timeZone: account.timeZone } : null, jobs.dataUpdatedAt);
  const keptFull = (job: ListedJob): Job | undefined => kept?.find((k) => k.listed.id === job.id)?.full ?? undefined;

  /** The full job a save needs: its project's copy, or the device's when there is no signal. */
  const fullJob = async (job: ListedJob): Promise<Job | undefined> => {
    // Offline, the query would wait for the network (TanStack's online mode) instead of failing.
    if (!canSend()) return keptFull(job);
    try {
      const project = await queryClient.fetchQuery(projectQuery(job.proid));
      return project.projectItems.find((item) => item.id === job.id);
    } catch (error) {
      if (unreachable(error as Error) || !navigator.onLine) return keptFull(job);
      throw error;
    }
  };

  const complete = async (job: ListedJob, photos: File[]) => {
    setCompleting(null);
    setBusyId(job.id);
    try {
      // SPEC §4: a completed job leaves the list at once: the save marks it COMPLETED in the cached
      // list (rememberSavedProject) or, queued, in the outbox's overlay; `visible` leaves it out.
      const outcome = await update.mutateAsync(jobBody(job, await fullJob(job), { itemStatus: 'COMPLETED' }));
      toast.success(t(outcome.state === 'queued' ? 'offline.savedOnDevice' : 'jobs.updated'));
      // The photos follow on their own: the worker is already on to the next job.
      if (photos.length > 0 && owner) void sendPhotos(job, photos, owner);
    } catch {
      toast.failure(t('jobs.updateFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const sendPhotos = async (job: ListedJob, photos: File[], who: string) => {
    const { sendJobPhotos } = await import('../../../lib/photos/background-upload.js');
    const outcome = await sendJobPhotos(who, job, photos);
    if (outcome === 'sent') toast.success(t('jobs.photosSent'));
    else if (outcome === 'refused') toast.failure(t('jobs.photosFailed', { name: job.name }));
  };

  const source = offline && kept ? kept.map((k) => k.listed) : jobs.rows;
  // The server sends only open jobs; one just completed here leaves at once, before the refetch.
  const visible = listedWithQueued(source, changes).filter((job) => job.status !== 'COMPLETED');
  const openKept = open ? kept?.find((k) => k.listed.id === open.id) : undefined;

  return (
    <WorkPage
      title={t('nav.jobs')}
      loading={offline ? kept === null : jobs.isLoading}
      error={offline ? null : jobs.error}
    >
      <JobsList
        jobs={visible}
        busyId={busyId}
        onComplete={setCompleting}
        onDetails={setOpen}
        onExpense={setExpenseOf}
        emptyText={offline && kept?.length === 0 ? t('offline.noneKept') : undefined}
      />
      {expenseOf && (
        <Suspense fallback={null}>
          <JobExpenseSheet job={expenseOf} onClose={() => setExpenseOf(null)} />
        </Suspense>
      )}
      {!offline && <MoreRows paged={jobs} />}
      {completing && (
        <CompleteJobSheet
          job={completing}
          onClose={() => setCompleting(null)}
          onConfirm={(photos) => void complete(completing, photos)}
        />
      )}
      <JobDialog
        job={open && (visible.find((job) => job.id === open.id) ?? open)}
        kept={openKept}
        onClose={() => setOpen(null)}
      />
    </WorkPage>
  );
}
