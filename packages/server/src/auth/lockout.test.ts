import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { LOGIN_FAILURES_BEFORE_LOCK } from '@obra/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { loginLockout } from './lockout.js';

// Redis is part of the test environment (CI starts it); this test speaks to it for real.
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
const connect = (url: string, options: RedisOptions = {}) => {
  const client = new Redis(url, { maxRetriesPerRequest: 0, ...options });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
};
afterAll(() => clients.forEach((c) => c.disconnect()));

const failTimes = async (lockout: ReturnType<typeof loginLockout>, account: string, times: number) => {
  for (let i = 0; i < times; i++) await lockout.failed(account);
};

describe('login lockout', () => {
  it('is shared by server processes through Redis, and a clear lifts it for all', async () => {
    const account = `cuenta-${randomUUID()}`;
    const first = loginLockout(connect(redisUrl));
    const second = loginLockout(connect(redisUrl));
    await failTimes(first, account, LOGIN_FAILURES_BEFORE_LOCK - 1);
    expect(await second.isLocked(account)).toBe(false);
    await second.failed(account);
    expect(await first.isLocked(account)).toBe(true);
    expect(await second.isLocked(account)).toBe(true);
    await first.clear(account);
    expect(await second.isLocked(account)).toBe(false);
  });

  it('counts in the process alone while Redis cannot answer, and reports the outage', async () => {
    const errors: unknown[] = [];
    // Nothing listens on port 1: every command fails at once.
    const unreachable = connect('redis://127.0.0.1:1', { retryStrategy: () => null, enableOfflineQueue: false });
    const lockout = loginLockout(unreachable, (err) => errors.push(err));
    const account = `cuenta-${randomUUID()}`;
    await failTimes(lockout, account, LOGIN_FAILURES_BEFORE_LOCK);
    expect(await lockout.isLocked(account)).toBe(true);
    expect(await lockout.isLocked(`otra-${account}`)).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('without Redis, locks after the allowed failures and not before', async () => {
    const lockout = loginLockout();
    await failTimes(lockout, 'a', LOGIN_FAILURES_BEFORE_LOCK - 1);
    expect(await lockout.isLocked('a')).toBe(false);
    await lockout.failed('a');
    expect(await lockout.isLocked('a')).toBe(true);
  });
});
