import { LayeredModal } from '../../lib/LayeredModal.js';
import { useTranslation } from 'react-i18next';
import type { CreateReminderBody } from '@obra/domain';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { SELECT_ROWS } from '../../lib/paged-query.js';
import { ACTIVE_PROJECTS, useProject, useProjects } from '../../lib/queries/projects.js';
import { useCreateReminder } from './api.js';
import { ReminderForm } from './ReminderForm.js';

/** The addReminder modal (SPEC §2): text, date and one of the company's projects. */
export function AddReminderModal({
  opened,
  onClose,
  projectId,
}: {
  opened: boolean;
  onClose: () => void;
  projectId?: number;
}) {
  const { t } = useTranslation();
  // The active projects to choose from (the first 200); the project it is opened for, even if not among them.
  const projects = useProjects(ACTIVE_PROJECTS, SELECT_ROWS);
  const listed = projects.rows.some((p) => p.id === projectId);
  const own = useProject(projectId === undefined || listed ? null : projectId);
  const create = useCreateReminder();
  const options = [...(own.data ? [own.data] : []), ...projects.rows].map((p) => ({
    id: p.id,
    name: p.name,
    address: p.address,
  }));

  const submit = async (body: CreateReminderBody) => {
    try {
      await create.mutateAsync(body);
      toast.success(t('reminders.added'));
      onClose();
    } catch (e) {
      toast.failure(`${t('reminders.notAdded')}: ${errorText(e)}`);
    }
  };

  return (
    <LayeredModal opened={opened} onClose={onClose} title={t('reminders.newTitle')}>
      {opened && <ReminderForm projects={options} onSubmit={submit} defaultProjectId={projectId} />}
    </LayeredModal>
  );
}
