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
  isProjectActive,
  type Language,
  type ListedJob,
  dollarsToCents,
} from '@obra/domain';
import { useCompanyJobs, useUserJobs } from '../../../features/jobs/api.js';
import { useProjects } from '../../../lib/queries/projects.js';
import { STATUS_BADGE_STYLES } from '../../../features/projects/ProjectCard.js';
import { useReminders } from '../../../features/reminders/api.js';
import { RemindersCard } from '../../../features/reminders/RemindersCard.js';
import { useWorkers } from '../../../features/workers/api.js';
import { errorText } from '../../../lib/problem-text.js';
import { useLanguage } from '../../../lib/i18n.js';
import { useSession, useToday } from '../../../lib/session.js';
import { WorkPage } from './WorkPage.js';
import { lazyNamed } from '../../../lib/lazy-named.js';
import { useCloseAddressDialog } from '../../../lib/dialog-history.js';

// The reminder form loads when it opens, not with the dashboard.
const AddReminderModal = lazyNamed(() => import('../../../features/reminders/AddReminderModal.js'), 'AddReminderModal');

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

/** Both lists' jobs, each once. */
function unionById<T extends { id: number }>(first: T[], second: T[]): T[] {
  const seen = new Set(first.map((job) => job.id));
  return [...first, ...second.filter((job) => !seen.has(job.id))];
}

export function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { authType, companyId } = useSession();
  const isCompany = authType === AUTH_TYPE.company;
  const [params, setParams] = useSearchParams();
  const adding = params.get('nuevo') === 'recordatorio';
  const projects = useProjects();
  const reminders = useReminders();
  const workers = useWorkers(isCompany);
  const jobs = useCompanyJobs(companyId);
  // A contractor also holds jobs of other companies' projects: the same ones /jobs lists.
  const contractor = authType === AUTH_TYPE.contractor;
  const assigned = useUserJobs(contractor);

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

  const day = useToday();
  const active = (projects.data ?? []).filter((p) => isProjectActive(p.status));
  const allJobs = unionById(jobs.data ?? [], contractor ? (assigned.data ?? []) : []);
  const openJobs = allJobs.filter((j) => j.status !== 'COMPLETED');
  const todays = allJobs.filter(
    (j) => j.startDate && j.startDate.slice(0, 10) <= day && (j.endDate ?? j.startDate).slice(0, 10) >= day,
  );
  const unfinished = openJobs.filter((j) => j.endDate && j.endDate.slice(0, 10) < day);
  // A contractor's figures count his own company's projects, not those he only works on.
  const counted = contractor ? active.filter((p) => p.companyId === companyId) : active;
  const total = counted.reduce((sum, p) => sum + dollarsToCents(p.price), 0);
  const profit = counted.reduce((sum, p) => sum + dollarsToCents(p.profit ?? 0), 0);
  const hasProfit = (isCompany || contractor) && counted.some((p) => p.profit !== undefined);

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
      loading={projects.isPending || reminders.isLoading || jobs.isLoading || assigned.isLoading || workers.isLoading}
      error={projects.error}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('dashboard.activeProjects')} testId="active-projects">
          {active.length === 0 ? (
            <Text c="dimmed">{t('dashboard.noActiveProjects')}</Text>
          ) : (
            <Stack gap="xs">
              {active.map((p) => (
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
        </Section>

        <RemindersCard onAdd={openAdd} />

        <Section title={t('dashboard.generalInfo')} testId="general-info">
          <Stack gap={6}>
            {stat(t('dashboard.activeProjects'), active.length, 'stat-projects')}
            {stat(t('dashboard.openJobs'), jobs.data ? openJobs.length : '…', 'stat-jobs')}
            {isCompany &&
              stat(
                t('dashboard.workers'),
                workers.data ? workers.data.filter((w) => !w.pending).length : '…',
                'stat-workers',
              )}
            {stat(t('dashboard.totalActive'), formatDollars(total, language), 'stat-total')}
            {hasProfit && (
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
          {jobs.error ? (
            <Text c="red">{errorText(jobs.error)}</Text>
          ) : todays.length === 0 ? (
            <Text c="dimmed">{t('dashboard.noJobsToday')}</Text>
          ) : (
            <Stack gap="xs">
              {todays.map((j) => (
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
        </Section>
      </SimpleGrid>
      {adding && (
        <Suspense fallback={null}>
          <AddReminderModal opened onClose={closeAdd} />
        </Suspense>
      )}
    </WorkPage>
  );
}
