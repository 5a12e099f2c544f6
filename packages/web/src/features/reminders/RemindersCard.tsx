import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { useCompleteReminder, useReminders } from './api.js';

/** The dashboard's reminders: overdue ones marked, each completed after a confirmation (SPEC §4, §5). */
export function RemindersCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const reminders = useReminders();
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

  const list = [...(reminders.data ?? [])].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
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
      {reminders.error ? (
        <Text c="red">{errorText(reminders.error)}</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{reminders.isPending ? '…' : t('reminders.none')}</Text>
      ) : (
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
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {r.projectName}
                    </Text>
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
        </Stack>
      )}
    </Card>
  );
}
