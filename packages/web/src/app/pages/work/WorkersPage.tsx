import { Button, Group, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkers } from '../../../features/workers/api.js';
import { WorkersList } from '../../../features/workers/WorkersList.js';
import { WorkPage } from './WorkPage.js';
import { lazyNamed } from '../../../lib/lazy-named.js';

// The form loads when it opens, not with the list.
const AddWorkerModal = lazyNamed(() => import('../../../features/workers/AddWorkerModal.js'), 'AddWorkerModal');

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
      {adding && (
        <Suspense fallback={null}>
          <AddWorkerModal opened onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </WorkPage>
  );
}
