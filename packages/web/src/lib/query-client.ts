import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.js';

/**
 * The app's one query cache. A module of its own so the start can fill it with the data a page
 * drawn on the server was drawn from (app/start.tsx) before the app renders.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused or missing resource will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
    },
  },
});
