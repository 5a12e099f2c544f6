import { Badge, Button, CloseButton, Group, SimpleGrid, Text, Textarea } from '@mantine/core';
import { LayeredModal } from '../../../lib/LayeredModal.js';
import { useDebouncedValue } from '@mantine/hooks';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUTH_TYPE, can } from '@obra/domain';
import { notifyClient, sendInvoice, useCompanyClients } from '../../../features/projects/api.js';
import { ProjectCard } from '../../../features/projects/ProjectCard.js';
import { ProjectFiltersBar, SEARCH_PAUSE_MS } from '../../../features/projects/ProjectFiltersBar.js';
import { useProject, useProjectsActiveFirst } from '../../../lib/queries/projects.js';
import { usePaged } from '../../../lib/paged-query.js';
import { MoreRows } from '../../../components/MoreRows.js';
import { remindersQuery } from '../../../features/reminders/queries.js';
import { confirm, toast } from '../../../lib/feedback.js';
import { errorText } from '../../../lib/problem-text.js';
import { useSession } from '../../../lib/session.js';
import { Spinner } from '../../../components/Spinner.js';
import { WorkPage } from './WorkPage.js';
import { lazyNamed } from '../../../lib/lazy-named.js';
import { useCloseAddressDialog } from '../../../lib/dialog-history.js';

// The dialogs (and the form code they bring) load when one opens, not with the list.
const ProjectRemindersModal = lazyNamed(
  () => import('../../../features/reminders/ProjectRemindersModal.js'),
  'ProjectRemindersModal',
);
const ChatBox = lazyNamed(() => import('../../../features/chat/ChatBox.js'), 'ChatBox');
const ProjectDetails = lazyNamed(() => import('../../../features/projects/ProjectDetails.js'), 'ProjectDetails');
const BillingModal = lazyNamed(() => import('../../../features/billing/BillingModal.js'), 'BillingModal');
const ProjectForm = lazyNamed(() => import('../../../features/projects/ProjectForm.js'), 'ProjectForm');

type Open = { kind: 'chat' | 'notify' | 'reminders' | 'billing'; projectId: number } | null;

/** A positive integer id from the query string, or null. */
function idParam(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function ProjectsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { authType, companyId, principal } = session;
  const [params, setParams] = useSearchParams();
  // /projects?client={id}: one client's projects (the clients screen links here).
  const clientFilter = idParam(params.get('client'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  // The server filters (SQL); a search is asked once the typing pauses, not at every key.
  const [searched] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const projects = useProjectsActiveFirst({
    clientId: clientFilter ?? undefined,
    status: status ?? undefined,
    q: searched || undefined,
  });
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState('');
  const reminders = usePaged({
    ...remindersQuery(session),
    enabled: authType === AUTH_TYPE.company && companyId !== null,
  });

  /** Changes some of the query string, keeping the rest (a client filter stays while a project is open). */
  const updateParams = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // SPEC §2: a project opens with /projects?id={id}.
  const rawDetailId = params.get('id');
  const detailId = idParam(rawDetailId);
  // A project not among the pages read so far (a link, a notification) is asked for by its id.
  const listedDetail = projects.paged.rows.find((p) => p.id === detailId);
  const fetchedDetail = useProject(listedDetail || detailId === null ? null : detailId);
  // Asked again and refused (deleted, no longer the caller's): the copy kept from before does not count.
  const detail = listedDetail ?? (fetchedDetail.isError ? undefined : fetchedDetail.data);
  // SPEC §8: an id that is not among the caller's projects is said so, once, and dropped from the address.
  // A project that was open and then went away (deleted from its details) just closes.
  const shown = useRef<number | null>(null);
  const reported = useRef<string | null>(null);
  const settled = projects.data !== undefined && !projects.isFetching && !fetchedDetail.isFetching;
  useEffect(() => {
    if (rawDetailId === null) {
      reported.current = null;
      return;
    }
    if (detail) {
      shown.current = detail.id;
      return;
    }
    if (!settled || reported.current === rawDetailId) return;
    reported.current = rawDetailId;
    if (shown.current === null || shown.current !== detailId) toast.failure(t('projectList.notFound'));
    updateParams({ id: null }, true);
  }, [rawDetailId, detail, detailId, settled, t]);

  const clients = useCompanyClients(clientFilter !== null && authType === AUTH_TYPE.company);
  const clientName =
    projects.paged.rows.find((p) => p.clientId === clientFilter)?.clientName ||
    clients.find((c) => c.id === clientFilter)?.name ||
    `#${clientFilter}`;
  const listed = projects.paged.rows;
  const filtering = clientFilter !== null || searched !== '' || status !== null;
  // The header's 'Nuevo Proyecto' links to /projects?nuevo=proyecto (those who create projects).
  const creating = params.get('nuevo') === 'proyecto' && can(principal, 'project.create');
  const closeCreate = useCloseAddressDialog(() => updateParams({ nuevo: null }, true));
  const closeDetail = useCloseAddressDialog(() => updateParams({ id: null }, true));
  // The project of an open dialog: from its card, or from its details (opened by its id, maybe not listed).
  const opened =
    projects.paged.rows.find((p) => p.id === open?.projectId) ?? (detail?.id === open?.projectId ? detail : undefined);

  const invoice = async (projectId: number, name: string) => {
    if (!(await confirm(t('projects.invoiceConfirm', { name })))) return;
    try {
      const sent = await sendInvoice(projectId);
      toast.success(sent.message);
    } catch (e) {
      toast.failure(errorText(e));
    }
  };

  const notify = async () => {
    if (!open) return;
    try {
      await notifyClient(open.projectId, note.trim());
      toast.success(t('projects.notified'));
      setOpen(null);
      setNote('');
    } catch (e) {
      toast.failure(errorText(e));
    }
  };

  return (
    <WorkPage title={t('nav.projects')} loading={projects.isPending} error={projects.error}>
      {clientFilter !== null && (
        <Group mb="md" data-testid="client-filter">
          <Badge
            size="lg"
            variant="light"
            tt="none"
            maw="100%"
            pr={4}
            rightSection={
              <CloseButton
                size="sm"
                variant="transparent"
                c="inherit"
                aria-label={t('projectList.clearClientFilter')}
                onClick={() => updateParams({ client: null })}
              />
            }
          >
            {t('projectList.clientFilter', { name: clientName })}
          </Badge>
        </Group>
      )}
      <ProjectFiltersBar search={search} onSearch={setSearch} status={status} onStatus={setStatus} />
      {listed.length === 0 ? (
        <Text c="dimmed">
          {t(clientFilter !== null ? 'projectList.noneForClient' : filtering ? 'paging.noneFound' : 'projects.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {listed.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              reminders={reminders.rows.filter((r) => r.projectId === project.id).length}
              actions={{
                onDetails: () => updateParams({ id: String(project.id) }),
                onMessages: () => setOpen({ kind: 'chat', projectId: project.id }),
                onInvoice: () => void invoice(project.id, project.name),
                onBilling: () => setOpen({ kind: 'billing', projectId: project.id }),
                onNotify: () => setOpen({ kind: 'notify', projectId: project.id }),
                onReminders: () => setOpen({ kind: 'reminders', projectId: project.id }),
              }}
            />
          ))}
        </SimpleGrid>
      )}
      <MoreRows paged={projects.paged} />
      <Suspense fallback={<Spinner />}>
        {detail && (
          <ProjectDetails
            project={detail}
            opened
            onClose={closeDetail}
            onBilling={() => setOpen({ kind: 'billing', projectId: detail.id })}
          />
        )}
        {creating && <ProjectForm opened onClose={closeCreate} />}
        {opened && open?.kind === 'reminders' && (
          <ProjectRemindersModal project={opened} onClose={() => setOpen(null)} />
        )}
        {opened && open?.kind === 'chat' && (
          <ChatBox projectId={opened.id} projectName={opened.name} opened onClose={() => setOpen(null)} />
        )}
      </Suspense>
      {/* Apart: while its code loads, the details it may open above stay as they are. */}
      <Suspense fallback={<Spinner />}>
        {opened && open?.kind === 'billing' && <BillingModal project={opened} onClose={() => setOpen(null)} />}
      </Suspense>
      {opened && open?.kind === 'notify' && (
        <LayeredModal
          opened
          onClose={() => {
            setOpen(null);
            setNote('');
          }}
          unsaved={note.trim() !== ''}
          title={`${t('projects.notify')}: ${opened.name}`}
        >
          <Textarea
            label={t('projects.notifyMessage')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            rows={3}
            maxLength={1000}
          />
          <Group justify="flex-end" mt="md">
            <Button onClick={() => void notify()}>{t('projects.notifySend')}</Button>
          </Group>
        </LayeredModal>
      )}
    </WorkPage>
  );
}
