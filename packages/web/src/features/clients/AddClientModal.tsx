import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { LayeredModal, useUnsavedInDialog } from '../../lib/LayeredModal.js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactFields, type ContactValues } from '../../components/ContactFields.js';
import { ApiError } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { useCreateClient } from './api.js';

const resolver = schemaResolver<ContactValues>((forms) => forms.clientForm);

function ClientForm({ identifier, onDone }: { identifier: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ContactValues>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', address: '', city: '', state: '', zip: '' },
  });
  useUnsavedInDialog(formState.isDirty);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await create.mutateAsync({
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        address: v.address.trim(),
        city: v.city.trim(),
        state: v.state.trim(),
        zip: v.zip.trim(),
      });
      toast.success(t('clients.created'));
      onDone();
    } catch (e) {
      const message = errorText(e);
      if (e instanceof ApiError && e.status !== null && e.status < 500) setProblem(message);
      else toast.failure(message);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('clients.loginHelp', { identifier })}
        </Text>
        <ContactFields register={register} errors={formState.errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('clients.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A client made by the company; they get a login by signing up with the company identifier and the same email. */
export function AddClientModal({
  opened,
  onClose,
  identifier,
}: {
  opened: boolean;
  onClose: () => void;
  identifier: string;
}) {
  const { t } = useTranslation();
  return (
    <LayeredModal opened={opened} onClose={onClose} title={t('clients.newTitle')} size="lg">
      {opened && <ClientForm identifier={identifier} onDone={onClose} />}
    </LayeredModal>
  );
}
