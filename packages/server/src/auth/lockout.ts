import type { Redis } from 'ioredis';
import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MINUTES } from '@obra/domain';

/**
 * Counts failed logins per account (the hashed username the web app sends): after
 * LOGIN_FAILURES_BEFORE_LOCK within LOGIN_LOCK_MINUTES the account is locked that long, whatever
 * address the attempts come from (the per-address limit is @fastify/rate-limit's). With Redis the
 * counts are shared by every server process; if Redis cannot answer, this process counts alone
 * until it can, so a Redis outage neither blocks logins nor lifts the lock entirely.
 */
export interface LoginLockout {
  isLocked(account: string): Promise<boolean>;
  failed(account: string): Promise<void>;
  clear(account: string): Promise<void>;
}

const WINDOW_MS = LOGIN_LOCK_MINUTES * 60_000;
const MAX_LOCAL_ACCOUNTS = 10_000;

export function loginLockout(redis?: Redis, onRedisError: (err: unknown) => void = () => {}): LoginLockout {
  const local = memoryCounts();
  if (!redis) return local;
  const key = (account: string) => `obra:login-failures:${account}`;
  const orLocal = async <T>(shared: () => Promise<T>, alone: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch (err) {
      onRedisError(err);
      return alone();
    }
  };
  return {
    isLocked: (account) =>
      orLocal(
        async () => Number(await redis.get(key(account))) >= LOGIN_FAILURES_BEFORE_LOCK,
        () => local.isLocked(account),
      ),
    failed: (account) =>
      orLocal(
        async () => {
          // The window starts at the first failure; later ones do not extend it.
          await redis.multi().incr(key(account)).pexpire(key(account), WINDOW_MS, 'NX').exec();
        },
        () => local.failed(account),
      ),
    clear: (account) =>
      orLocal(
        async () => {
          await redis.del(key(account));
          await local.clear(account);
        },
        () => local.clear(account),
      ),
  };
}

function memoryCounts(): LoginLockout {
  const counts = new Map<string, { failures: number; until: number }>();
  const current = (account: string) => {
    const entry = counts.get(account);
    if (entry && entry.until <= Date.now()) counts.delete(account);
    return counts.get(account);
  };
  return {
    isLocked: async (account) => (current(account)?.failures ?? 0) >= LOGIN_FAILURES_BEFORE_LOCK,
    failed: async (account) => {
      // Attempts on made-up usernames must not grow the map without end.
      if (counts.size >= MAX_LOCAL_ACCOUNTS) for (const name of [...counts.keys()]) current(name);
      const entry = current(account);
      if (entry) entry.failures++;
      else counts.set(account, { failures: 1, until: Date.now() + WINDOW_MS });
    },
    clear: async (account) => void counts.delete(account),
  };
}
