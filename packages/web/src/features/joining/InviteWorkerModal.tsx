import { Alert, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { inviteWorker } from './api.js';

interface Values {
  email: string;
  role: 'employee' | 'contractor';
}

const resolver = schemaResolver<Values>((forms) => forms.inviteWorkerForm);

/** The company invites someone to its crew by e-mail; the server mails the one-time link. */
export function InviteWorkerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { email: '', role: 'employee' },
  });

  const submit = async ({ email, role }: Values) => {
    setProblem(null);
    try {
      await inviteWorker(email.trim(), role);
      toast.success(t('joining.sent', { email: email.trim() }));
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  return (
    <LayeredModal opened={opened} onClose={onClose} unsaved={formState.isDirty} title={t('joining.inviteWorkerTitle')}>
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack>
          <Text size="sm">{t('joining.inviteWorkerHelp')}</Text>
          <TextInput
            data-autofocus
            type="email"
            label={t('joining.email')}
            autoComplete="off"
            withAsterisk
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <NativeSelect
            label={t('joining.role')}
            data={(['employee', 'contractor'] as const).map((value) => ({ value, label: t(`joining.roles.${value}`) }))}
            {...register('role')}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={formState.isSubmitting}>
            {t('joining.send')}
          </Button>
        </Stack>
      </form>
    </LayeredModal>
  );
}
