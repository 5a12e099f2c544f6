import { ActionIcon, Badge, Card, Group, Menu, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Worker } from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { codeText } from '../../lib/domain-text.js';
import { useSession } from '../../lib/session.js';
import { useMediaMatch } from '../../lib/media.js';
import { useWorkerAction, type WorkerAction } from './api.js';
import { HourlyRateField } from './HourlyRateField.js';

/**
 * SPEC §2 workers table: name, specialty, jobs done, jobs assigned, hourly rate (issue 13), access,
 * actions; stacked cards on a phone.
 */
export function WorkersList({
  workers,
  onSetPassword,
}: {
  workers: Worker[];
  /** Opens the company's password change for an employee (a contractor's account is their own). */
  onSetPassword: (worker: Worker) => void;
}) {
  const { t } = useTranslation();
  const phone = !useMediaMatch('(min-width: 48em)');
  const action = useWorkerAction();
  const { account } = useSession();
  // An admin sees their own row but may not lock themselves out (the server refuses it too).
  const self = (w: Worker) => account !== null && !account.isCompany && account.id === w.userId;
  const selfNote = codeText({ code: 'OWN_WORKER_ACCOUNT' });

  const run = async (change: WorkerAction, question: string | null, success: string) => {
    if (question && !(await confirm(question, { danger: change.kind === 'remove' }))) return;
    try {
      await action.mutateAsync(change);
      toast.success(success);
    } catch (e) {
      toast.failure(errorText(e));
    }
  };

  const access = (w: Worker) => (
    <Switch
      checked={w.access}
      disabled={self(w)}
      title={self(w) ? selfNote : undefined}
      aria-label={t('workers.accessFor', { name: w.name })}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        // Taking access away signs the worker out at once: it asks first, as the other worker actions do.
        void run(
          { kind: 'access', userId: w.userId, access: on },
          on ? null : t('workers.blockConfirm', { name: w.name }),
          on ? t('workers.accessOn') : t('workers.accessOff'),
        );
      }}
    />
  );

  const menu = (w: Worker) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('workers.actionsFor', { name: w.name })}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {w.type === 'admin' ? (
          <Menu.Item
            disabled={self(w)}
            title={self(w) ? selfNote : undefined}
            onClick={() =>
              void run(
                { kind: 'type', userId: w.userId, type: 'employee' },
                t('workers.removeAdminConfirm', { name: w.name }),
                t('workers.updated'),
              )
            }
          >
            {t('workers.removeAdmin')}
          </Menu.Item>
        ) : (
          <Menu.Item
            disabled={w.type === 'contractor'}
            title={w.type === 'contractor' ? codeText({ code: 'CONTRACTOR_NEVER_ADMIN' }) : undefined}
            onClick={() =>
              void run(
                { kind: 'type', userId: w.userId, type: 'admin' },
                t('workers.makeAdminConfirm', { name: w.name }),
                t('workers.updated'),
              )
            }
          >
            {t('workers.makeAdmin')}
          </Menu.Item>
        )}
        <Menu.Item
          onClick={() =>
            void run(
              { kind: 'unassign', userId: w.userId },
              t('workers.unassignConfirm', { name: w.name }),
              t('workers.updated'),
            )
          }
        >
          {t('workers.unassign')}
        </Menu.Item>
        {w.type !== 'contractor' && !self(w) && (
          <Menu.Item onClick={() => onSetPassword(w)}>{t('joining.setPassword')}</Menu.Item>
        )}
        <Menu.Item
          color="red"
          disabled={self(w)}
          title={self(w) ? selfNote : undefined}
          onClick={() =>
            void run({ kind: 'remove', userId: w.userId }, t('workers.removeConfirm'), t('workers.updated'))
          }
        >
          {t('workers.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  const type = (w: Worker) =>
    w.type === 'employee' ? null : (
      <Badge size="sm" variant="light" color={w.type === 'admin' ? 'blue' : 'grape'}>
        {t(`workers.types.${w.type}`)}
      </Badge>
    );

  if (phone) {
    return (
      <Stack gap="sm">
        {workers.map((w) => (
          <Card key={w.userId} withBorder padding="sm" data-testid="worker-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {w.name}
                  </Text>
                  {type(w)}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('workers.specialty')}: {w.field}
                </Text>
                <Text size="sm">
                  {t('workers.jobsDone')}: {w.completedJobs} · {t('workers.jobsAssigned')}: {w.assignedJobs}
                </Text>
              </div>
              {menu(w)}
            </Group>
            <Group mt="xs" gap="xs">
              <Text size="sm">{t('workers.access')}</Text>
              {access(w)}
            </Group>
            <Group mt="xs" gap="xs">
              <Text size="sm">{t('rate.label')}</Text>
              <HourlyRateField worker={w} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workers.name')}</Table.Th>
            <Table.Th>{t('workers.specialty')}</Table.Th>
            <Table.Th>{t('workers.jobsDone')}</Table.Th>
            <Table.Th>{t('workers.jobsAssigned')}</Table.Th>
            <Table.Th>{t('rate.label')}</Table.Th>
            <Table.Th>{t('workers.access')}</Table.Th>
            <Table.Th>{t('workers.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workers.map((w) => (
            <Table.Tr key={w.userId} data-testid="worker-row">
              <Table.Td>
                <Group gap={6}>
                  <Text>{w.name}</Text>
                  {type(w)}
                </Group>
              </Table.Td>
              <Table.Td>{w.field}</Table.Td>
              <Table.Td>{w.completedJobs}</Table.Td>
              <Table.Td>{w.assignedJobs}</Table.Td>
              <Table.Td>
                <HourlyRateField worker={w} />
              </Table.Td>
              <Table.Td>{access(w)}</Table.Td>
              <Table.Td>{menu(w)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
