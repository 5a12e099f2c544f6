import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATHER_MS, projectRefresher } from './project-refresher.js';
import { resyncer } from './resync.js';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function recorder() {
  const calls: string[] = [];
  const refresher = projectRefresher({
    fetch: (id) => {
      calls.push(`fetch ${id}`);
      return Promise.resolve();
    },
    drop: (id) => void calls.push(`drop ${id}`),
    added: () => void calls.push('lists'),
  });
  return { calls, refresher };
}

describe('gathering project events', () => {
  it('reads a project once for the events heard about it within the window, and each project apart', () => {
    const { calls, refresher } = recorder();
    refresher.heard({ id: 3, isNew: false, jobId: 7 });
    vi.advanceTimersByTime(100);
    refresher.heard({ id: 3, isNew: false, jobId: 8 });
    refresher.heard({ id: 4, isNew: false });
    refresher.heard({ id: 3, isNew: false });
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(GATHER_MS - 100);
    expect(calls).toEqual(['fetch 3']);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual(['fetch 3', 'fetch 4']);
    // A later event is a new window: the read before may predate its change.
    refresher.heard({ id: 3, isNew: false });
    vi.advanceTimersByTime(GATHER_MS);
    expect(calls).toEqual(['fetch 3', 'fetch 4', 'fetch 3']);
  });

  it('drops a deleted project at once, without reading it or what was waiting for it', () => {
    const { calls, refresher } = recorder();
    refresher.heard({ id: 3, isNew: false });
    refresher.heard({ id: 3, isNew: false, deleted: true });
    vi.advanceTimersByTime(GATHER_MS * 2);
    expect(calls).toEqual(['drop 3']);
  });

  it('refreshes the lists once for new projects, and forgets everything once stopped', () => {
    const { calls, refresher } = recorder();
    refresher.heard({ id: 10, isNew: true });
    refresher.heard({ id: 11, isNew: true });
    vi.advanceTimersByTime(GATHER_MS);
    expect(calls).toEqual(['lists']);
    refresher.heard({ id: 3, isNew: false });
    refresher.stop();
    vi.advanceTimersByTime(GATHER_MS);
    expect(calls).toEqual(['lists']);
  });
});

describe('resync after a reconnection', () => {
  it('marks every query stale and reads again, after the random wait, only those on screen', async () => {
    const client = new QueryClient();
    const reads: string[] = [];
    const queryFn = (name: string) => () => {
      reads.push(name);
      return Promise.resolve(name);
    };
    client.setQueryData(['projects', 'company:1'], 'list');
    client.setQueryData(['notifications'], 'notes');
    const onScreen = new QueryObserver(client, {
      queryKey: ['projects', 'company:1'],
      queryFn: queryFn('list'),
      staleTime: 60_000,
    });
    const unsubscribe = onScreen.subscribe(() => {});
    client
      .getQueryCache()
      .find({ queryKey: ['notifications'] })!
      .setOptions({ queryKey: ['notifications'], queryFn: queryFn('notes') });

    const sync = resyncer(client, 3000, () => 0.5);
    sync.resync();
    sync.resync();
    await vi.advanceTimersByTimeAsync(1499);
    expect(reads).toEqual([]);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['notifications'] })!
        .isStale(),
    ).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toEqual(['list']);
    unsubscribe();
  });
});
