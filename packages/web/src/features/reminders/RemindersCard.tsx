import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, type Reminder } from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { MoreRows } from '../../components/MoreRows.js';
import type { PagedState } from '../../lib/paged-query.js';
import { useCompleteReminder, useReminders } from './api.js';

/** The dashboard's reminders: overdue ones marked, each completed after a confirmation (SPEC §4, §5). */
export function RemindersCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const reminders = useReminders();
  return (
    <Card withBorder data-testid="reminders">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('reminders.title')}
        </Title>
        <Button size="xs" onClick={onAdd}>
          {t('reminders.add')}
        </Button>
      </Group>
      <ReminderList reminders={reminders} empty={t('reminders.none')} />
    </Card>
  );
}

/** Pending reminders, soonest first, each completed after a confirmation; `projectId` keeps one project's. */
export function ReminderList({
  reminders,
  empty,
  projectId,
}: {
  reminders: PagedState<Reminder> & { error: Error | null; isPending: boolean };
  empty: string;
  projectId?: number;
}) {
  const { t } = useTranslation();
  const complete = useCompleteReminder();

  const done = async (rid: number) => {
    if (!(await confirm(t('reminders.completeConfirm')))) return;
    try {
      await complete.mutateAsync(rid);
      toast.success(t('reminders.completed'));
    } catch (e) {
      toast.failure(errorText(e));
    }
  };

  const list = reminders.rows
    .filter((r) => projectId === undefined || r.projectId === projectId)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  if (reminders.error) return <Text c="red">{errorText(reminders.error)}</Text>;
  if (list.length === 0) {
    return (
      <>
        <Text c="dimmed">{reminders.isPending ? '…' : empty}</Text>
        <MoreRows paged={reminders} />
      </>
    );
  }
  return (
    <Stack gap="xs">
      {list.map((r) => (
        <Card
          key={r.rid}
          withBorder
          padding="xs"
          data-testid="reminder"
          style={r.overdue ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {r.text}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="sm" c={r.overdue ? 'red' : 'dimmed'}>
                  {formatDate(r.dueDate)}
                </Text>
                {r.overdue && (
                  <Badge color="red" size="sm">
                    {t('reminders.overdue')}
                  </Badge>
                )}
                {projectId === undefined && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {r.projectName}
                  </Text>
                )}
              </Group>
            </div>
            <Button
              size="xs"
              variant="light"
              color="green"
              style={{ flexShrink: 0 }}
              onClick={() => void done(r.rid)}
              aria-label={`${t('reminders.complete')}: ${r.text}`}
            >
              {t('reminders.complete')}
            </Button>
          </Group>
        </Card>
      ))}
      <MoreRows paged={reminders} />
    </Stack>
  );
}
