import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorrectEntryBody, HoursSummary, TimeEntry } from '@obra/domain';
import { post, qs } from '../../lib/api.js';
import { apiQuery } from '../../lib/api-query.js';
import { PAGE_ROWS, pagedQuery, usePaged } from '../../lib/paged-query.js';

/** The days of one week, Monday to Sunday, as the hours screen asks for them. */
export interface Week {
  from: string;
  to: string;
}

/** The company's hours of a week: per worker and week, per worker and per job. */
export function useHours(week: Week) {
  return useQuery(apiQuery<HoursSummary, readonly unknown[]>(['time', 'hours', week], `/time/hours${qs({ ...week })}`));
}

/** The company's entries of a week, newest first, a page at a time. */
export function useTimeEntries(week: Week) {
  return usePaged(
    pagedQuery<TimeEntry, readonly unknown[]>(
      ['time', 'entries', week],
      `/time/entries${qs({ ...week, limit: PAGE_ROWS })}`,
    ),
  );
}

/** A correction: the hours, the entries and the job's labor (the projects) all change. */
export function useCorrectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectEntryBody) => post<TimeEntry>('/time/entries/correct', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['time'] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
