import { Suspense } from 'react';
import type { ListedJob } from '@obra/domain';
import { lazyNamed } from '../../lib/lazy-named.js';

const JobModal = lazyNamed(() => import('./JobModal.js'), 'JobModal');

/** The job dialog, whose form and photo code load when a job is first opened, not with the list. */
export function JobDialog({ job, onClose }: { job: ListedJob | null; onClose: () => void }) {
  if (!job) return null;
  return (
    <Suspense fallback={null}>
      <JobModal job={job} onClose={onClose} />
    </Suspense>
  );
}
