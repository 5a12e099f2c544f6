import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.js';

/** A query cache with the app's rules (tests make their own with these too). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refused or missing resource will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * The app's one query cache. A module of its own so the start can ask for a screen's data before
 * the screen's code has arrived (app/first-data.ts) and the screen then finds it in the cache.
 */
export const queryClient = createQueryClient();
