import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { AddReminderModal } from './AddReminderModal.js';
import { useReminders } from './api.js';
import { ReminderList } from './RemindersCard.js';

/** A project's reminders panel (SPEC §2): its pending reminders and a 'Recordatorio' button adding one to it. */
export function ProjectRemindersModal({
  project,
  onClose,
}: {
  project: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reminders = useReminders();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <LayeredModal opened onClose={onClose} title={t('reminders.ofProject', { name: project.name })}>
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button onClick={() => setAdding(true)}>{t('reminders.addToProject')}</Button>
          </Group>
          <ReminderList reminders={reminders} projectId={project.id} empty={t('reminders.noneForProject')} />
        </Stack>
      </LayeredModal>
      <AddReminderModal opened={adding} onClose={() => setAdding(false)} projectId={project.id} />
    </>
  );
}
