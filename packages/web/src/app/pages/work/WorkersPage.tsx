import { Button, Group, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkerAction, useWorkers } from '../../../features/workers/api.js';
import { WorkersList } from '../../../features/workers/WorkersList.js';
import { JoinRequests } from '../../../features/joining/JoinRequests.js';
import type { Worker } from '@obra/domain';
import { WorkPage } from './WorkPage.js';
import { lazyNamed } from '../../../lib/lazy-named.js';

// The forms load when they open, not with the list.
const AddWorkerModal = lazyNamed(() => import('../../../features/workers/AddWorkerModal.js'), 'AddWorkerModal');
const InviteWorkerModal = lazyNamed(
  () => import('../../../features/joining/InviteWorkerModal.js'),
  'InviteWorkerModal',
);
const HoursModal = lazyNamed(() => import('../../../features/workers/HoursModal.js'), 'HoursModal');
const WorkerPasswordModal = lazyNamed(
  () => import('../../../features/workers/WorkerPasswordModal.js'),
  'WorkerPasswordModal',
);

export function WorkersPage() {
  const { t } = useTranslation();
  const workers = useWorkers();
  const action = useWorkerAction();
  // Those who only asked to join are answered apart from the workers (PRODUCT.md).
  const members = (workers.data ?? []).filter((w) => !w.pending);
  const requests = (workers.data ?? []).filter((w) => w.pending);
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [hours, setHours] = useState(false);
  const [passwordFor, setPasswordFor] = useState<Worker | null>(null);
  return (
    <WorkPage
      title={t('nav.workers')}
      loading={workers.isPending}
      error={workers.error}
      actions={
        <Group justify="flex-end" mb="md">
          <Button variant="default" onClick={() => setHours(true)}>
            {t('hours.open')}
          </Button>
          <Button variant="default" onClick={() => setInviting(true)}>
            {t('joining.inviteWorker')}
          </Button>
          <Button onClick={() => setAdding(true)}>{t('workers.add')}</Button>
        </Group>
      }
    >
      <JoinRequests
        requests={requests.map((w) => ({
          ...w,
          id: w.userId,
          role: w.type === 'contractor' ? 'contractor' : 'employee',
        }))}
        decide={(r, accept) =>
          action.mutateAsync(accept ? { kind: 'access', userId: r.id, access: true } : { kind: 'remove', userId: r.id })
        }
      />
      {members.length === 0 ? (
        <Text c="dimmed">{t('workers.none')}</Text>
      ) : (
        <WorkersList workers={members} onSetPassword={setPasswordFor} />
      )}
      {inviting && (
        <Suspense fallback={null}>
          <InviteWorkerModal opened onClose={() => setInviting(false)} />
        </Suspense>
      )}
      {hours && (
        <Suspense fallback={null}>
          <HoursModal onClose={() => setHours(false)} />
        </Suspense>
      )}
      {passwordFor && (
        <Suspense fallback={null}>
          <WorkerPasswordModal worker={passwordFor} onClose={() => setPasswordFor(null)} />
        </Suspense>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddWorkerModal opened onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </WorkPage>
  );
}
