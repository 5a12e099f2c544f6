import { Alert } from '@mantine/core';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateWorkerBody } from '@obra/domain';
import { ApiError } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { useWorkerAction } from './api.js';
import { WorkerForm } from './WorkerForm.js';

/** The addWorker modal; a plan limit (409) is shown inside it, in the server's words. */
export function AddWorkerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useWorkerAction();
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const submit = async (body: CreateWorkerBody) => {
    setProblem(null);
    try {
      await action.mutateAsync({ kind: 'create', body });
      toast.success(t('workers.created'));
      close();
    } catch (e) {
      const message = errorText(e);
      if (e instanceof ApiError && e.status !== null && e.status < 500) setProblem(message);
      else toast.failure(message);
    }
  };

  return (
    <LayeredModal opened={opened} onClose={close} title={t('workers.newTitle')} size="lg">
      {problem && (
        <Alert color="red" mb="md" role="alert">
          {problem}
        </Alert>
      )}
      {opened && <WorkerForm onSubmit={submit} />}
    </LayeredModal>
  );
}
