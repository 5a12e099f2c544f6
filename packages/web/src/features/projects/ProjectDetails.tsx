import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assigneeName,
  can,
  JOB_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  formatDate,
  formatDollarAmount,
  type Job,
  type Project,
} from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { addTexts, useLanguage } from '../../lib/i18n.js';
import { billingEntryTexts } from '../../locales/billing/entry.js';
import { useSession } from '../../lib/session.js';
import { useUpdateStatus } from './api.js';
import { ProjectForm } from './ProjectForm.js';
import { ExpensesModal } from './ExpensesModal.js';
import { ProjectPhotos } from './ProjectPhotos.js';
import { InvoicesList } from './InvoicesList.js';
import { JobPhotosPanel, JobPhotosToggle } from './JobPhotosPanel.js';
import { AddressLink } from '../../components/AddressLink.js';
import { detailsTexts } from '../../locales/work/details.js';
import { projectFormTexts } from '../../locales/work/project-form.js';

addTexts(projectFormTexts);
addTexts(detailsTexts);
addTexts(billingEntryTexts);

/** A job's dates; a narrow column breaks them after the dash only. */
const jobDates = (job: Job) =>
  job.itemStartDate || job.itemEndDate ? `${formatDate(job.itemStartDate)}\u00a0– ${formatDate(job.itemEndDate)}` : '';

/** A labelled amount of a job card (phones). */
function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      <Text span fw={600} size="sm" data-testid={testId}>
        {value}
      </Text>
    </Text>
  );
}

/**
 * A project's details: its jobs (a table on wide screens, stacked cards on a phone) with each job's
 * photos on demand, the project's photos and its sent invoices; a client approves or rejects it
 * here, after a confirmation, while it awaits them (SPEC §4).
 */
export function ProjectDetails({
  project,
  opened,
  onClose,
  onDeleted,
  onBilling,
}: {
  project: Project;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
  /** Opens the project's estimates and invoices (the billing feature's dialog, which the page holds). */
  onBilling?: () => void;
}) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const language = useLanguage();
  // By ownership, not by kind of account: a contractor owns his company's projects only.
  const owner = can(principal, 'project.edit', project);
  const seesCosts = can(principal, 'project.viewCosts', project);
  const seesExpenses = can(principal, 'expense.view', project);
  const updateStatus = useUpdateStatus();
  const [editing, setEditing] = useState(false);
  /** The open expenses modal: a job's (its id and name) or the project's own (jobId null). */
  const [expensesOf, setExpensesOf] = useState<{ jobId: number | null; title: string } | null>(null);
  /** The jobs whose photos are open; each job's photos are asked for the first time it opens. */
  const [photosOpen, setPhotosOpen] = useState<ReadonlySet<number>>(new Set());
  const togglePhotos = (jobId: number) =>
    setPhotosOpen((current) => {
      const next = new Set(current);
      if (!next.delete(jobId)) next.add(jobId);
      return next;
    });
  const decides = can(principal, 'project.decide', project);
  const decide = async (status: 'APPROVED' | 'REJECTED') => {
    const question = status === 'REJECTED' ? t('details.rejectConfirm') : t('details.approveConfirm');
    if (!(await confirm(question, { danger: status === 'REJECTED' }))) return;
    updateStatus.mutate(
      { projectId: project.id, status },
      {
        onSuccess: () => toast.success(t('projects.updated')),
        onError: (e) => toast.failure(errorText(e)),
      },
    );
  };

  const jobActions = (job: Job) => (
    <Group gap="xs" wrap={wide ? 'nowrap' : 'wrap'}>
      <JobPhotosToggle
        jobId={job.id}
        jobName={job.itemName}
        opened={photosOpen.has(job.id)}
        onToggle={() => togglePhotos(job.id)}
      />
      {seesExpenses && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setExpensesOf({ jobId: job.id, title: t('expenses.jobTitle', { name: job.itemName }) })}
        >
          {t('expenses.jobButton')}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      {/* Expenses and the edit form open over the details, which Back or Escape then shows again. */}
      <LayeredModal
        opened={opened}
        onClose={onClose}
        title={project.name}
        // The owner side's table has more columns: a wider dialog keeps it from scrolling on a desktop.
        size={seesCosts ? '60rem' : 'xl'}
      >
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light">{PROJECT_STATUS_LABELS[language][project.status]}</Badge>
            <AddressLink address={project.address} />
          </Group>
          <Text size="sm">{project.description}</Text>
          <Text size="sm">
            {formatDate(project.startDate)} – {formatDate(project.endDate)} · {t('projects.total')}:{' '}
            <b>{formatDollarAmount(project.price, language)}</b>
            {seesCosts && project.profit !== undefined && (
              <>
                {' '}
                · {t('projects.profit')}:{' '}
                <b data-testid="project-profit">{formatDollarAmount(project.profit, language)}</b>
              </>
            )}
          </Text>
          <Title order={3} size="h5">
            {t('details.jobs')}
          </Title>
          {project.projectItems.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('details.noJobs')}
            </Text>
          ) : wide ? (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" data-testid="jobs-table" styles={{ th: { whiteSpace: 'nowrap' } }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('projects.job')}</Table.Th>
                    <Table.Th>{t('details.status')}</Table.Th>
                    <Table.Th>{t('details.dates')}</Table.Th>
                    <Table.Th>{t('details.assignee')}</Table.Th>
                    <Table.Th ta="right">{t('details.price')}</Table.Th>
                    {seesCosts && (
                      <>
                        <Table.Th ta="right">{t('details.cost')}</Table.Th>
                        <Table.Th ta="right">{t('details.labor')}</Table.Th>
                        <Table.Th ta="right">{t('details.profit')}</Table.Th>
                      </>
                    )}
                    <Table.Th>{t('details.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {project.projectItems.map((job) => (
                    <Fragment key={job.id}>
                      <Table.Tr data-testid="job-row">
                        <Table.Td>{job.itemName}</Table.Td>
                        <Table.Td>{JOB_STATUS_LABELS[language][job.itemStatus]}</Table.Td>
                        <Table.Td>{jobDates(job)}</Table.Td>
                        <Table.Td>{assigneeName(job.assignee) ?? t('projects.unassigned')}</Table.Td>
                        <Table.Td ta="right">{formatDollarAmount(job.itemPrice, language)}</Table.Td>
                        {seesCosts && (
                          <>
                            <Table.Td ta="right" data-testid="job-cost">
                              {formatDollarAmount(job.itemCost ?? 0, language)}
                            </Table.Td>
                            <Table.Td ta="right" data-testid="job-labor">
                              {formatDollarAmount(job.itemLabor ?? 0, language)}
                            </Table.Td>
                            <Table.Td ta="right" data-testid="job-profit">
                              {formatDollarAmount(job.itemProfit ?? 0, language)}
                            </Table.Td>
                          </>
                        )}
                        <Table.Td>{jobActions(job)}</Table.Td>
                      </Table.Tr>
                      {photosOpen.has(job.id) && (
                        <Table.Tr>
                          <Table.Td colSpan={seesCosts ? 9 : 6} bg="var(--mantine-color-gray-0)">
                            <JobPhotosPanel jobId={job.id} jobName={job.itemName} canDelete={owner} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="xs">
              {project.projectItems.map((job) => (
                <Card key={job.id} withBorder padding="sm" data-testid="job-card">
                  <Stack gap={6}>
                    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                      <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {job.itemName}
                      </Text>
                      <Badge
                        variant="light"
                        color={job.itemStatus === 'COMPLETED' ? 'green' : 'blue'}
                        style={{ flexShrink: 0 }}
                      >
                        {JOB_STATUS_LABELS[language][job.itemStatus]}
                      </Badge>
                    </Group>
                    {jobDates(job) && (
                      <Text size="sm" c="dimmed">
                        {jobDates(job)}
                      </Text>
                    )}
                    <Text size="sm">
                      {t('details.assignee')}: {assigneeName(job.assignee) ?? t('projects.unassigned')}
                    </Text>
                    <SimpleGrid cols={seesCosts ? 2 : 1} spacing={4} verticalSpacing={4}>
                      <Figure label={t('details.price')} value={formatDollarAmount(job.itemPrice, language)} />
                      {seesCosts && (
                        <Figure
                          label={t('details.cost')}
                          value={formatDollarAmount(job.itemCost ?? 0, language)}
                          testId="job-cost"
                        />
                      )}
                      {seesCosts && (
                        <Figure label={t('details.labor')} value={formatDollarAmount(job.itemLabor ?? 0, language)} />
                      )}
                      {seesCosts && (
                        <Figure label={t('details.profit')} value={formatDollarAmount(job.itemProfit ?? 0, language)} />
                      )}
                    </SimpleGrid>
                    {jobActions(job)}
                    {photosOpen.has(job.id) && (
                      <JobPhotosPanel jobId={job.id} jobName={job.itemName} canDelete={owner} />
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
          <ProjectPhotos projectId={project.id} canEdit={owner} />
          {can(principal, 'invoice.view', project) && <InvoicesList projectId={project.id} />}
          {decides && project.status === 'CLIENT_APPROVAL' && (
            <Group justify="flex-end">
              <Button
                color="red"
                variant="light"
                onClick={() => void decide('REJECTED')}
                loading={updateStatus.isPending}
              >
                {t('projects.reject')}
              </Button>
              <Button color="green" onClick={() => void decide('APPROVED')} loading={updateStatus.isPending}>
                {t('projects.approve')}
              </Button>
            </Group>
          )}
          {owner && (
            <Group justify="flex-end" gap="xs">
              {onBilling && can(principal, 'invoice.send', project) && (
                <Button variant="light" onClick={onBilling}>
                  {t('billingEntry.open')}
                </Button>
              )}
              <Button
                variant="light"
                onClick={() =>
                  setExpensesOf({ jobId: null, title: t('expenses.projectTitle', { name: project.name }) })
                }
              >
                {t('expenses.projectButton')}
              </Button>
              <Button onClick={() => setEditing(true)}>{t('projectForm.edit')}</Button>
            </Group>
          )}
        </Stack>
      </LayeredModal>
      {seesExpenses && expensesOf && (
        <ExpensesModal
          projectId={project.id}
          jobId={expensesOf.jobId}
          title={expensesOf.title}
          opened
          onClose={() => setExpensesOf(null)}
        />
      )}
      {owner && editing && (
        <ProjectForm project={project} opened onClose={() => setEditing(false)} onDeleted={onDeleted ?? onClose} />
      )}
    </>
  );
}
