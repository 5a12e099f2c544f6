import type { ClockState } from '@obra/domain';

/**
 * The worker's last open clock entries the server gave, kept on the device (issue 13): a worker who
 * started a job and then lost the signal still sees 'Terminar' after reopening the app offline.
 * A few hundred bytes, so localStorage; forgotten with the rest of the account's data at sign-out.
 */
const keyOf = (owner: string) => `obra.clock.${owner}`;

export function keptOpenClock(owner: string | null): ClockState[] | undefined {
  if (!owner) return undefined;
  try {
    const kept = localStorage.getItem(keyOf(owner));
    return kept ? (JSON.parse(kept) as ClockState[]) : undefined;
  } catch {
    return undefined;
  }
}

export function keepOpenClock(owner: string, open: ClockState[]): void {
  try {
    localStorage.setItem(keyOf(owner), JSON.stringify(open));
  } catch {
    // A full or refused storage keeps nothing: the screen still has the server's answer.
  }
}

export function forgetKeptClock(owner: string): void {
  localStorage.removeItem(keyOf(owner));
}
