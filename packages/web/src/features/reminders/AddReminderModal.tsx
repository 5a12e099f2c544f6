import { LayeredModal } from '../../lib/LayeredModal.js';
import { useTranslation } from 'react-i18next';
import { isProjectActive, type CreateReminderBody } from '@obra/domain';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { useProjects } from '../../lib/queries/projects.js';
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
  const projects = useProjects();
  const create = useCreateReminder();
  const options = (projects.data ?? [])
    .filter((p) => isProjectActive(p.status) || p.id === projectId)
    .map((p) => ({ id: p.id, name: p.name, address: p.address }));

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
