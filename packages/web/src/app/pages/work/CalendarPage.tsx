import type { ListedJob } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekView } from '../../../features/calendar/WeekView.js';
import { clampWeekOffset, weekDays } from '../../../features/calendar/week.js';
import { useCalendarJobs } from '../../../features/calendar/queries.js';
import { useToday } from '../../../lib/session.js';
import { JobDialog } from '../../../features/jobs/JobDialog.js';
import { MoreRows } from '../../../components/MoreRows.js';
import { WorkPage } from './WorkPage.js';

export function CalendarPage() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [opened, setOpened] = useState<ListedJob | null>(null);
  const today = useToday();
  // Only the jobs of the week shown are read; moving to another week reads that one.
  const jobs = useCalendarJobs(weekDays(today, offset));

  return (
    <WorkPage title={t('nav.calendar')} loading={jobs.isPending && !jobs.isPlaceholderData} error={jobs.error}>
      <WeekView
        today={today}
        offset={offset}
        onOffset={(n) => setOffset(clampWeekOffset(n))}
        jobs={jobs.rows}
        onOpen={setOpened}
      />
      <MoreRows paged={jobs} />
      <JobDialog job={opened} onClose={() => setOpened(null)} />
    </WorkPage>
  );
}
