import { Button, Group, SimpleGrid, Text, Textarea } from '@mantine/core';
import { LayeredModal } from '../../../lib/LayeredModal.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUTH_TYPE, type Reminder } from '@obra/domain';
import { ChatBox } from '../../../features/chat/ChatBox.js';
import { notifyClient, sendInvoice, useProjects } from '../../../features/projects/api.js';
import { ProjectCard } from '../../../features/projects/ProjectCard.js';
import { ProjectDetails } from '../../../features/projects/ProjectDetails.js';
import { ProjectForm } from '../../../features/projects/ProjectForm.js';
import { get, qs } from '../../../lib/api.js';
import { confirm, toast } from '../../../lib/feedback.js';
import { translateMessage } from '../../../lib/i18n.js';
import { useSession } from '../../../lib/session.js';
import { WorkPage } from './WorkPage.js';

type Open = { kind: 'chat' | 'notify'; projectId: number } | null;

export function ProjectsPage() {
  const { t } = useTranslation();
  const { authType, companyId } = useSession();
  const projects = useProjects();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState('');
  const reminders = useQuery({
    queryKey: ['reminders', companyId],
    enabled: authType === AUTH_TYPE.company && companyId !== null,
    queryFn: () => get<Reminder[]>(`/reminders/getByCompany${qs({ companyId: companyId! })}`),
  });

  // SPEC §2: a project opens with /projects?id={id}.
  const detailId = Number(params.get('id'));
  const detail = projects.data?.find((p) => p.id === detailId);
  // The header's 'Nuevo Proyecto' links to /projects?nuevo=proyecto (companies and contractors).
  const creating =
    params.get('nuevo') === 'proyecto' && (authType === AUTH_TYPE.company || authType === AUTH_TYPE.contractor);
  const closeCreate = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('nuevo');
        return next;
      },
      { replace: true },
    );
  const opened = projects.data?.find((p) => p.id === open?.projectId);

  const invoice = async (projectId: number, name: string) => {
    if (!(await confirm(t('projects.invoiceConfirm', { name })))) return;
    try {
      const sent = await sendInvoice(projectId);
      toast.success(sent.message);
    } catch (e) {
      toast.failure(e instanceof Error ? translateMessage(e.message) : String(e));
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
      toast.failure(e instanceof Error ? translateMessage(e.message) : String(e));
    }
  };

  return (
    <WorkPage title={t('nav.projects')} loading={projects.isPending} error={projects.error}>
      {(projects.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('projects.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {(projects.data ?? []).map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              reminders={(reminders.data ?? []).filter((r) => r.projectId === project.id).length}
              actions={{
                onDetails: () => setParams({ id: String(project.id) }),
                onMessages: () => setOpen({ kind: 'chat', projectId: project.id }),
                onInvoice: () => void invoice(project.id, project.name),
                onNotify: () => setOpen({ kind: 'notify', projectId: project.id }),
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {detail && <ProjectDetails project={detail} opened onClose={() => setParams({})} />}
      {creating && <ProjectForm opened onClose={closeCreate} />}
      {opened && open?.kind === 'chat' && (
        <ChatBox projectId={opened.id} projectName={opened.name} opened onClose={() => setOpen(null)} />
      )}
      {opened && open?.kind === 'notify' && (
        <LayeredModal opened onClose={() => setOpen(null)} title={`${t('projects.notify')}: ${opened.name}`}>
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
