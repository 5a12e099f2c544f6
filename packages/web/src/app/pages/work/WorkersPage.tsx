import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddWorkerModal } from '../../../features/workers/AddWorkerModal.js';
import { useWorkers } from '../../../features/workers/api.js';
import { WorkersList } from '../../../features/workers/WorkersList.js';
import { WorkPage } from './WorkPage.js';

export function WorkersPage() {
  const { t } = useTranslation();
  const workers = useWorkers();
  const [adding, setAdding] = useState(false);
  return (
    <WorkPage
      title={t('nav.workers')}
      loading={workers.isPending}
      error={workers.error}
      actions={
        <Group justify="flex-end" mb="md">
          <Button onClick={() => setAdding(true)}>{t('workers.add')}</Button>
        </Group>
      }
    >
      {(workers.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('workers.none')}</Text>
      ) : (
        <WorkersList workers={workers.data ?? []} />
      )}
      <AddWorkerModal opened={adding} onClose={() => setAdding(false)} />
    </WorkPage>
  );
}
