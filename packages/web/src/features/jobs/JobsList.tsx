import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, type ListedJob } from '@obra/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLink } from '../../components/AddressLink.js';
import { useMediaMatch } from '../../lib/media.js';
import { TimeClock } from './TimeClock.js';

interface Props {
  jobs: ListedJob[];
  busyId: number | null;
  onComplete: (job: ListedJob) => void;
  onDetails: (job: ListedJob) => void;
  /** A receipt from the field: the worker adds an expense to the job. */
  onExpense: (job: ListedJob) => void;
  /** What an empty list says (by default, that no job is pending). */
  emptyText?: string;
}

/** SPEC §2 Jobs (workers): a table on wide screens, stacked cards on a phone. */
export function JobsList({ jobs, busyId, onComplete, onDetails, onExpense, emptyText }: Props) {
  const { t } = useTranslation();
  const wide = useMediaMatch('(min-width: 62em)');

  if (jobs.length === 0) return <Text c="dimmed">{emptyText ?? t('jobs.empty')}</Text>;

  // Each card's or row's buttons are described by its job's name: a screen reader's list of buttons
  // says which job each Completar is for.
  const nameId = (job: ListedJob) => `job-name-${job.id}`;
  const buttons = (job: ListedJob) => (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        color="green"
        loading={busyId === job.id}
        onClick={() => onComplete(job)}
        aria-describedby={nameId(job)}
      >
        {t('jobs.complete')}
      </Button>
      <Button size="xs" variant="light" onClick={() => onDetails(job)} aria-describedby={nameId(job)}>
        {t('jobs.details')}
      </Button>
      <Button size="xs" variant="light" onClick={() => onExpense(job)} aria-describedby={nameId(job)}>
        {t('expenses.jobButton')}
      </Button>
    </Group>
  );

  if (!wide) {
    return (
      <Stack>
        {jobs.map((job) => (
          <Card key={job.id} withBorder data-testid="job-card">
            <Stack gap={4}>
              <Title order={2} size="h5" id={nameId(job)} style={{ overflowWrap: 'anywhere' }}>
                {job.name}
              </Title>
              <Field label={t('jobs.address')} value={<AddressLink address={job.address} />} />
              <Field label={t('jobs.client')} value={job.clientName || t('jobs.noClient')} />
              <Field label={t('jobs.startDate')} value={formatDate(job.startDate)} />
              <Field label={t('jobs.endDate')} value={formatDate(job.endDate)} />
              <TimeClock job={job} />
              {buttons(job)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('jobs.address')}</Table.Th>
            <Table.Th>{t('jobs.client')}</Table.Th>
            <Table.Th>{t('jobs.startDate')}</Table.Th>
            <Table.Th>{t('jobs.endDate')}</Table.Th>
            <Table.Th>{t('jobs.job')}</Table.Th>
            <Table.Th>{t('jobs.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <AddressLink address={job.address} />
              </Table.Td>
              <Table.Td>{job.clientName || t('jobs.noClient')}</Table.Td>
              <Table.Td>{formatDate(job.startDate)}</Table.Td>
              <Table.Td>{formatDate(job.endDate)}</Table.Td>
              <Table.Td id={nameId(job)}>{job.name}</Table.Td>
              <Table.Td>
                <Stack gap="xs">
                  <TimeClock job={job} inline />
                  {buttons(job)}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}
