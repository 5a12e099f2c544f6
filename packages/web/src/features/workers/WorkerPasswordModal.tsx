import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Worker } from '@obra/domain';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { NewPasswordFields, newPasswordResolver, type NewPassword } from '../../components/NewPasswordFields.js';
import { useWorkerAction } from './api.js';

/** The company sets a new password for an employee who lost theirs; the server signs them out everywhere. */
export function WorkerPasswordModal({ worker, onClose }: { worker: Worker; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useWorkerAction();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NewPassword>({
    resolver: newPasswordResolver,
    defaultValues: { password: '', repeat: '' },
  });

  const submit = async ({ password }: NewPassword) => {
    setProblem(null);
    try {
      await action.mutateAsync({ kind: 'password', userId: worker.userId, password });
      toast.success(t('joining.passwordSaved'));
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  return (
    <LayeredModal
      opened
      onClose={onClose}
      unsaved={form.formState.isDirty}
      title={t('joining.setPasswordTitle', { name: worker.name })}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">{t('joining.setPasswordHelp')}</Text>
          <NewPasswordFields form={form} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('joining.save')}
          </Button>
        </Stack>
      </form>
    </LayeredModal>
  );
}
