import { AUTH_TYPE, type ListedJob } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekView } from '../../../features/calendar/WeekView.js';
import { clampWeekOffset } from '../../../features/calendar/week.js';
import { useCompanyJobs, useUserJobs } from '../../../features/jobs/api.js';
import { useSession, useToday } from '../../../lib/session.js';
import { JobDialog } from '../../../features/jobs/JobDialog.js';
import { WorkPage } from './WorkPage.js';

export function CalendarPage() {
  const { t } = useTranslation();
  const { authType, companyId } = useSession();
  const byCompany = authType === AUTH_TYPE.company;
  const companyJobs = useCompanyJobs(byCompany ? companyId : null);
  const userJobs = useUserJobs(!byCompany);
  const jobs = byCompany ? companyJobs : userJobs;
  const [offset, setOffset] = useState(0);
  const [opened, setOpened] = useState<ListedJob | null>(null);
  const today = useToday();

  return (
    <WorkPage title={t('nav.calendar')} loading={jobs.isLoading} error={jobs.error}>
      <WeekView
        today={today}
        offset={offset}
        onOffset={(n) => setOffset(clampWeekOffset(n))}
        jobs={jobs.data ?? []}
        onOpen={setOpened}
      />
      <JobDialog job={opened} onClose={() => setOpened(null)} />
    </WorkPage>
  );
}
