import { forgetKeptClock } from './kept-clock.js';
import { forgetKeptJobs } from './kept-jobs.js';
import { changesOf, forgetChanges } from './outbox.js';

/** How many of an account's changes are still on the device, waiting or refused. */
export async function unsentCount(owner: string): Promise<number> {
  return (await changesOf(owner)).length;
}

/**
 * Forgets what the device kept for an account (its jobs, thumbnails and outbox) as it signs out;
 * called only when nothing of it is unsent, so nothing typed or photographed is lost.
 */
export async function forgetDevice(owner: string): Promise<void> {
  await forgetChanges(owner);
  await forgetKeptJobs(owner);
  forgetKeptClock(owner);
}
