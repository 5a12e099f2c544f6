import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatDayOf,
  formatDollarAmount,
  formatDuration,
  formatTimeOf,
  isoWeekOf,
  todayIn,
  type TimeEntry,
} from '@obra/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreRows } from '../../components/MoreRows.js';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useLanguage } from '../../lib/i18n.js';
import { lazyNamed } from '../../lib/lazy-named.js';
import { errorText } from '../../lib/problem-text.js';
import { useTimeZone } from '../../lib/session.js';
import { useHours, useTimeEntries, type Week } from './hours-api.js';
import { addTexts } from '../../lib/i18n.js';
import { hoursTexts } from '../../locales/work/hours.js';

addTexts(hoursTexts);

const CorrectEntryModal = lazyNamed(() => import('./CorrectEntryModal.js'), 'CorrectEntryModal');

/** The week `weeks` weeks from the one a day falls in. */
function weekFrom(day: string, weeks: number): Week {
  const moved = new Date(Date.parse(`${day}T12:00:00Z`) + weeks * 7 * 86_400_000);
  return isoWeekOf(moved.toISOString().slice(0, 10));
}

/** The company's hours (issue 13): per worker and per job for a chosen week, and the entries to correct. */
export function HoursModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [week, setWeek] = useState<Week>(() => isoWeekOf(todayIn(timeZone)));
  return (
    <LayeredModal opened onClose={onClose} title={t('hours.title')} size="xl">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" onClick={() => setWeek(weekFrom(week.from, -1))}>
            {t('hours.previous')}
          </Button>
          <Text fw={600} aria-live="polite">
            {t('hours.range', { from: formatDate(week.from), to: formatDate(week.to) })}
          </Text>
          <Button variant="default" onClick={() => setWeek(weekFrom(week.from, 1))}>
            {t('hours.next')}
          </Button>
        </Group>
        <WeekHours week={week} />
        <WeekEntries week={week} />
      </Stack>
    </LayeredModal>
  );
}

function WeekHours({ week }: { week: Week }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hours = useHours(week);
  const summary = hours.data;
  if (hours.error) return <Text c="red">{errorText(hours.error)}</Text>;
  if (!summary) return null;
  if (summary.workers.length === 0) return <Text c="dimmed">{t('hours.none')}</Text>;
  return (
    <>
      <Title order={3} size="h5">
        {t('hours.byWorker')}
      </Title>
      <Table striped data-testid="hours-by-worker">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hours.worker')}</Table.Th>
            <Table.Th>{t('hours.hours')}</Table.Th>
            <Table.Th>{t('hours.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.workers.map((w) => (
            <Table.Tr key={w.userId}>
              <Table.Td>{w.workerName}</Table.Td>
              <Table.Td>{formatDuration(w.seconds)}</Table.Td>
              <Table.Td>
                {w.hourlyRate === null ? (
                  <Text size="sm" c="orange.8">
                    {t('hours.noRate')}
                  </Text>
                ) : (
                  formatDollarAmount(w.hourlyRate, language)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('hours.byJob')}
      </Title>
      <Table striped data-testid="hours-by-job">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hours.project')}</Table.Th>
            <Table.Th>{t('hours.job')}</Table.Th>
            <Table.Th>{t('hours.hours')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.jobs.map((j) => (
            <Table.Tr key={j.jobId}>
              <Table.Td>{j.projectName}</Table.Td>
              <Table.Td>{j.jobName}</Table.Td>
              <Table.Td>
                {formatDuration(j.seconds)}
                {j.unratedSeconds > 0 && (
                  <Text span size="sm" c="orange.8">
                    {' '}
                    ({t('hours.unrated', { hours: formatDuration(j.unratedSeconds) })})
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function WeekEntries({ week }: { week: Week }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const entries = useTimeEntries(week);
  const [correcting, setCorrecting] = useState<TimeEntry | null>(null);
  const when = (iso: string | null) =>
    iso ? `${formatDayOf(iso, timeZone)} ${formatTimeOf(iso, timeZone, language)}` : t('hours.running');
  if (entries.rows.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5">
        {t('hours.entries')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="hours-entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hours.worker')}</Table.Th>
              <Table.Th>{t('hours.job')}</Table.Th>
              <Table.Th>{t('hours.started')}</Table.Th>
              <Table.Th>{t('hours.ended')}</Table.Th>
              <Table.Th>{t('hours.hours')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.rows.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{e.workerName}</Table.Td>
                <Table.Td>{e.jobName}</Table.Td>
                <Table.Td>{when(e.startedAt ?? e.enRouteAt)}</Table.Td>
                <Table.Td>{when(e.endedAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {e.seconds === null ? '—' : formatDuration(e.seconds)}
                    {e.offline && <Badge size="xs">{t('hours.offline')}</Badge>}
                    {e.corrected && (
                      <Badge size="xs" color="grape">
                        {t('hours.corrected')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-sm" variant="light" onClick={() => setCorrecting(e)}>
                    {t('hours.correct')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <MoreRows paged={entries} />
      {correcting && (
        <Suspense fallback={null}>
          <CorrectEntryModal entry={correcting} onClose={() => setCorrecting(null)} />
        </Suspense>
      )}
    </>
  );
}
