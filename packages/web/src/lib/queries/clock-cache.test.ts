import { QueryClient } from '@tanstack/react-query';
import type { ClockState } from '@obra/domain';
import { describe, expect, it } from 'vitest';
import { openClockKey, rememberClockState } from './clock-cache.js';

const working: ClockState = {
  jobId: 7,
  phase: 'working',
  enRouteAt: null,
  startedAt: '2026-11-26T15:00:00.000Z',
  actions: ['END'],
};

describe("a tap's answer in the worker's open entries", () => {
  it('opens, replaces and closes the entry of the tapped job only', () => {
    const queryClient = new QueryClient();
    const other: ClockState = { ...working, jobId: 8 };
    queryClient.setQueryData(openClockKey(5), [other]);
    rememberClockState(queryClient, working);
    expect(queryClient.getQueryData(openClockKey(5))).toEqual([other, working]);
    rememberClockState(queryClient, { ...working, phase: 'idle', startedAt: null, actions: ['EN_ROUTE', 'START'] });
    expect(queryClient.getQueryData(openClockKey(5))).toEqual([other]);
  });

  it('makes no list that was never read', () => {
    const queryClient = new QueryClient();
    rememberClockState(queryClient, working);
    expect(queryClient.getQueryData(openClockKey(5))).toBeUndefined();
  });
});
