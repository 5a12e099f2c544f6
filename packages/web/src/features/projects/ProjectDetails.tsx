import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTH_TYPE,
  assigneeName,
  JOB_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  formatDate,
  formatDollars,
  type Language,
  type Project,
} from '@obra/domain';
import { toast } from '../../lib/feedback.js';
import { translateMessage } from '../../lib/i18n.js';
import { useSession } from '../../lib/session.js';
import { useUpdateStatus } from './api.js';
import { ProjectForm } from './ProjectForm.js';
import { ExpensesModal } from '../expenses/ExpensesModal.js';
import { ProjectPhotos } from '../project-photos/ProjectPhotos.js';

const money = (dollars: number, language: Language) => formatDollars(Math.round(dollars * 100), language);

/** A project's details and jobs; a client approves or rejects it here while it awaits them (SPEC §4). */
export function ProjectDetails({
  project,
  opened,
  onClose,
  onDeleted,
}: {
  project: Project;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { authType, companyId } = useSession();
  const language = (i18n.language === 'en' ? 'en' : 'es') as Language;
  const owner = companyId === project.companyId;
  const updateStatus = useUpdateStatus();
  const [editing, setEditing] = useState(false);
  /** The open expenses modal: a job's (its id and name) or the project's own (jobId null). */
  const [expensesOf, setExpensesOf] = useState<{ jobId: number | null; title: string } | null>(null);
  const decide = (status: 'APPROVED' | 'REJECTED') =>
    updateStatus.mutate(
      { projectId: project.id, status },
      {
        onSuccess: () => toast.success(t('projects.updated')),
        onError: (e) => toast.failure(translateMessage(e.message)),
      },
    );

  return (
    <>
      <LayeredModal opened={opened && !editing && !expensesOf} onClose={onClose} title={project.name} size="xl">
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light">{PROJECT_STATUS_LABELS[language][project.status]}</Badge>
            <Text size="sm">{project.address}</Text>
          </Group>
          <Text size="sm">{project.description}</Text>
          <Text size="sm">
            {formatDate(project.startDate)} – {formatDate(project.endDate)} · {t('projects.total')}:{' '}
            <b>{money(project.price, language)}</b>
            {owner && project.profit !== undefined && (
              <>
                {' '}
                · {t('projects.profit')}: <b data-testid="project-profit">{money(project.profit, language)}</b>
              </>
            )}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('projects.job')}</Table.Th>
                  <Table.Th>{t('projects.status')}</Table.Th>
                  <Table.Th>{t('projects.dates')}</Table.Th>
                  <Table.Th>{t('projects.assignee')}</Table.Th>
                  <Table.Th ta="right">{t('projects.price')}</Table.Th>
                  {owner && <Table.Th ta="right">{t('projectForm.itemCost')}</Table.Th>}
                  {owner && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.projectItems.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{job.itemName}</Table.Td>
                    <Table.Td>{JOB_STATUS_LABELS[language][job.itemStatus]}</Table.Td>
                    <Table.Td>
                      {formatDate(job.itemStartDate)} – {formatDate(job.itemEndDate)}
                    </Table.Td>
                    <Table.Td>{assigneeName(job.assignee) ?? t('projects.unassigned')}</Table.Td>
                    <Table.Td ta="right">{money(job.itemPrice, language)}</Table.Td>
                    {owner && (
                      <Table.Td ta="right" data-testid="job-cost">
                        {money(job.itemCost ?? 0, language)}
                      </Table.Td>
                    )}
                    {owner && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() =>
                            setExpensesOf({ jobId: job.id, title: t('expenses.jobTitle', { name: job.itemName }) })
                          }
                        >
                          {t('expenses.jobButton')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ProjectPhotos projectId={project.id} canEdit={owner} />
          {authType === AUTH_TYPE.client && project.status === 'CLIENT_APPROVAL' && (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => decide('REJECTED')} loading={updateStatus.isPending}>
                {t('projects.reject')}
              </Button>
              <Button color="green" onClick={() => decide('APPROVED')} loading={updateStatus.isPending}>
                {t('projects.approve')}
              </Button>
            </Group>
          )}
          {owner && (
            <Group justify="flex-end" gap="xs">
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
      {owner && expensesOf && (
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
