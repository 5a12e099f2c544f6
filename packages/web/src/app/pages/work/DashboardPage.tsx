import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  AUTH_TYPE,
  JOB_STATUS_LABELS,
  assigneeName,
  PROJECT_STATUS_LABELS,
  formatDate,
  formatDollars,
  type Language,
  type ListedJob,
} from '@obra/domain';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from './dashboard-queries.js';
import { mergePaged, usePaged } from '../../../lib/paged-query.js';
import { MoreRows } from '../../../components/MoreRows.js';
import { STATUS_BADGE_STYLES } from '../../../features/projects/ProjectCard.js';
import { useReminders } from '../../../features/reminders/api.js';
import { RemindersCard } from '../../../features/reminders/RemindersCard.js';
import { errorText } from '../../../lib/problem-text.js';
import { useLanguage } from '../../../lib/i18n.js';
import { useSession, useToday } from '../../../lib/session.js';
import { WorkPage } from './WorkPage.js';
import { lazyNamed } from '../../../lib/lazy-named.js';
import { useCloseAddressDialog } from '../../../lib/dialog-history.js';
import { useNearScreen } from '../../../lib/near-screen.js';

// The reminder form loads when it opens, not with the dashboard.
const AddReminderModal = lazyNamed(() => import('../../../features/reminders/AddReminderModal.js'), 'AddReminderModal');
// The money card (issue 14) is neither drawn on the server nor in the dashboard's first file: it loads
// once its place comes onto the screen, after the first paint (decision 0007's budgets).
const BillingSummaryCard = lazyNamed(
  () => import('../../../features/billing/BillingSummaryCard.js'),
  'BillingSummaryCard',
);

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function JobLine({ job, language, note }: { job: ListedJob; language: Language; note: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xs" data-testid="job">
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {job.name}
        </Text>
        <Badge size="sm" variant="light">
          {JOB_STATUS_LABELS[language][job.status]}
        </Badge>
      </Group>
      <Anchor
        component={Link}
        to={`/projects?id=${job.proid}`}
        size="sm"
        className="touch-target"
        style={{ overflowWrap: 'anywhere', justifyContent: 'flex-start' }}
      >
        {job.projectName}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {assigneeName(job.assignee) ?? t('projects.unassigned')} · {note}
      </Text>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const { authType } = session;
  const isCompany = authType === AUTH_TYPE.company;
  const [params, setParams] = useSearchParams();
  const adding = params.get('nuevo') === 'recordatorio';
  const day = useToday();
  const queries = dashboardQueries(session, day);
  const summary = useQuery(queries.summary);
  const projects = usePaged(queries.projects);
  const reminders = useReminders();
  const workers = useQuery(queries.workers);
  const contractor = authType === AUTH_TYPE.contractor;
  const companyToday = usePaged(queries.companyToday);
  const companyLate = usePaged(queries.companyLate);
  const assignedToday = usePaged(queries.assignedToday);
  const assignedLate = usePaged(queries.assignedLate);
  const todays = mergePaged(contractor ? [companyToday, assignedToday] : [companyToday]);
  const late = mergePaged(contractor ? [companyLate, assignedLate] : [companyLate]);
  const jobsError = companyToday.error ?? companyLate.error;
  const [billingPlace, billingNear] = useNearScreen<HTMLDivElement>();

  const openAdd = () => setParams({ nuevo: 'recordatorio' });
  const closeAdd = useCloseAddressDialog(() =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('nuevo');
        return next;
      },
      { replace: true },
    ),
  );

  const unfinished = late.rows;
  const figures = summary.data;
  const profit = figures?.profitActiveCents ?? null;

  const stat = (label: string, value: ReactNode, testId: string) => (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text size="sm">{label}</Text>
      <Text fw={700}>{value}</Text>
    </Group>
  );

  return (
    // The cards show once what sizes them has arrived, all fetched at once: a card filling in late
    // would push the others down under the reader's eyes.
    <WorkPage
      title={t('nav.dashboard')}
      loading={
        projects.isPending ||
        summary.isLoading ||
        reminders.isLoading ||
        companyToday.isLoading ||
        companyLate.isLoading ||
        assignedToday.isLoading ||
        assignedLate.isLoading ||
        workers.isLoading
      }
      error={projects.error ?? summary.error}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('dashboard.activeProjects')} testId="active-projects">
          {projects.rows.length === 0 ? (
            <Text c="dimmed">{t('dashboard.noActiveProjects')}</Text>
          ) : (
            <Stack gap="xs">
              {projects.rows.map((p) => (
                // The name keeps a readable width; a status that does not fit beside it goes below.
                <Group
                  key={p.id}
                  justify="space-between"
                  align="flex-start"
                  wrap="wrap"
                  gap={4}
                  data-testid="active-project"
                >
                  <Anchor
                    component={Link}
                    to={`/projects?id=${p.id}`}
                    className="touch-target"
                    style={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere', justifyContent: 'flex-start' }}
                  >
                    {p.name}
                  </Anchor>
                  <Badge size="sm" variant="light" styles={STATUS_BADGE_STYLES}>
                    {PROJECT_STATUS_LABELS[language][p.status]}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
          <MoreRows paged={projects} />
        </Section>

        <RemindersCard onAdd={openAdd} />

        <Section title={t('dashboard.generalInfo')} testId="general-info">
          <Stack gap={6}>
            {stat(t('dashboard.activeProjects'), figures?.activeProjects ?? '…', 'stat-projects')}
            {stat(t('dashboard.openJobs'), figures?.openJobs ?? '…', 'stat-jobs')}
            {isCompany &&
              stat(
                t('dashboard.workers'),
                workers.data ? workers.data.filter((w) => !w.pending).length : '…',
                'stat-workers',
              )}
            {stat(
              t('dashboard.totalActive'),
              figures ? formatDollars(figures.totalActiveCents, language) : '…',
              'stat-total',
            )}
            {profit !== null && (
              <Group justify="space-between" wrap="nowrap" data-testid="stat-profit">
                <Text size="sm">{t('dashboard.profit')}</Text>
                <Text fw={700} c={profit < 0 ? 'red' : 'green'}>
                  {formatDollars(profit, language)}
                </Text>
              </Group>
            )}
          </Stack>
        </Section>

        <Section title={t('dashboard.jobsToday')} testId="jobs-today">
          {jobsError ? (
            <Text c="red">{errorText(jobsError)}</Text>
          ) : todays.rows.length === 0 ? (
            <Text c="dimmed">{t('dashboard.noJobsToday')}</Text>
          ) : (
            <Stack gap="xs">
              {todays.rows.map((j) => (
                <JobLine
                  key={j.id}
                  job={j}
                  language={language}
                  note={t('dashboard.dates', {
                    start: formatDate(j.startDate),
                    end: formatDate(j.endDate ?? j.startDate),
                  })}
                />
              ))}
            </Stack>
          )}
          <MoreRows paged={todays} />
        </Section>

        <Section title={t('dashboard.unfinished')} testId="unfinished-jobs">
          {unfinished.length === 0 ? (
            <Text c="dimmed">{t('dashboard.noUnfinished')}</Text>
          ) : (
            <Stack gap="xs">
              {unfinished.map((j) => (
                <JobLine
                  key={j.id}
                  job={j}
                  language={language}
                  note={t('dashboard.endedOn', { date: formatDate(j.endDate) })}
                />
              ))}
            </Stack>
          )}
          <MoreRows paged={late} />
        </Section>

        {isCompany && (
          <div ref={billingPlace}>
            {billingNear && (
              <Suspense fallback={null}>
                <BillingSummaryCard />
              </Suspense>
            )}
          </div>
        )}
      </SimpleGrid>
      {adding && (
        <Suspense fallback={null}>
          <AddReminderModal opened onClose={closeAdd} />
        </Suspense>
      )}
    </WorkPage>
  );
}
