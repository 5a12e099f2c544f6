import { Suspense } from 'react';
import type { ListedJob } from '@obra/domain';
import type { KeptJob } from '../../lib/offline/db.js';
import { lazyNamed } from '../../lib/lazy-named.js';

const JobModal = lazyNamed(() => import('./JobModal.js'), 'JobModal');

/**
 * The job dialog, whose form and photo code load when a job is first opened, not with the list.
 * `kept`: the device's copy of the job (issue 13), what it shows without a signal.
 */
export function JobDialog({ job, kept, onClose }: { job: ListedJob | null; kept?: KeptJob; onClose: () => void }) {
  if (!job) return null;
  return (
    <Suspense fallback={null}>
      <JobModal job={job} kept={kept} onClose={onClose} />
    </Suspense>
  );
}
