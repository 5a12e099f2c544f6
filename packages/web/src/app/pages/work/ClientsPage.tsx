import { Button, Group, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClients } from '../../../features/clients/api.js';
import { ClientsList } from '../../../features/clients/ClientsList.js';
import { JoinRequests } from '../../../features/joining/JoinRequests.js';
import { useClientDecision } from '../../../features/joining/api.js';
import { useSession } from '../../../lib/session.js';
import { MoreRows } from '../../../components/MoreRows.js';
import { WorkPage } from './WorkPage.js';
import { lazyNamed } from '../../../lib/lazy-named.js';

// The form loads when it opens, not with the list.
const AddClientModal = lazyNamed(() => import('../../../features/clients/AddClientModal.js'), 'AddClientModal');

export function ClientsPage() {
  const { t } = useTranslation();
  const { account, companyId } = useSession();
  const clients = useClients();
  const decision = useClientDecision();
  // Those who only asked to be clients are answered apart from the clients (PRODUCT.md).
  const members = clients.rows.filter((c) => !c.pending);
  const requests = clients.rows.filter((c) => c.pending);
  const [adding, setAdding] = useState(false);
  const identifier = account?.isCompany ? `${account.id}#${account.name}` : `${companyId ?? ''}#…`;
  return (
    <WorkPage
      title={t('nav.clients')}
      loading={clients.isPending}
      error={clients.error}
      actions={
        <Group justify="flex-end" mb="md">
          <Button onClick={() => setAdding(true)}>{t('clients.add')}</Button>
        </Group>
      }
    >
      <JoinRequests
        requests={requests.map((c) => ({ ...c, field: '', role: 'client' }))}
        decide={(r, accept) => decision.mutateAsync({ clientId: r.id, accept })}
      />
      {members.length === 0 ? <Text c="dimmed">{t('clients.none')}</Text> : <ClientsList clients={members} />}
      <MoreRows paged={clients} />
      {adding && (
        <Suspense fallback={null}>
          <AddClientModal opened onClose={() => setAdding(false)} identifier={identifier} />
        </Suspense>
      )}
    </WorkPage>
  );
}
