import { performance } from 'node:perf_hooks';

/** Wall-clock milliseconds with a fraction, comparable across the processes of one machine. */
export const now = () => performance.timeOrigin + performance.now();
