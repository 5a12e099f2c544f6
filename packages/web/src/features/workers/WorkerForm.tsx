import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useUnsavedInDialog } from '../../lib/LayeredModal.js';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRADES, type CreateWorkerBody } from '@obra/domain';
import { hashPassword, hashUsername } from '../../lib/hash.js';
import { schemaResolver } from '../../lib/schema-resolver.js';

interface Values {
  name: string;
  email: string;
  phone: string;
  field: string;
  username: string;
  password: string;
  passwordRepeat: string;
}

const resolver = schemaResolver<Values>((forms) => forms.workerForm);

/** The addWorker form: the worker's contact, trade and login; the login leaves the browser hashed. */
export function WorkerForm({ onSubmit }: { onSubmit: (body: CreateWorkerBody) => Promise<void> }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', field: '', username: '', password: '', passwordRepeat: '' },
  });
  const { errors, isSubmitting } = formState;
  useUnsavedInDialog(formState.isDirty);

  const submit = handleSubmit(async (v) => {
    await onSubmit({
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      field: v.field,
      username: await hashUsername(v.username),
      password: await hashPassword(v.password),
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <TextInput
          data-autofocus
          label={t('signup.name')}
          withAsterisk
          autoComplete="off"
          {...register('name')}
          error={errors.name?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('signup.email')}
            type="email"
            withAsterisk
            autoComplete="off"
            {...register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label={t('signup.phone')}
            type="tel"
            withAsterisk
            autoComplete="off"
            placeholder="801-555-0100"
            {...register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="field"
          render={({ field, fieldState }) => (
            <Select
              label={t('workers.field')}
              withAsterisk
              searchable
              data={[...TRADES]}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={t('signup.username')}
          withAsterisk
          autoComplete="off"
          {...register('username')}
          error={errors.username?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('signup.password')}
            withAsterisk
            autoComplete="new-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label={t('signup.passwordRepeat')}
            withAsterisk
            autoComplete="new-password"
            {...register('passwordRepeat')}
            error={errors.passwordRepeat?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('workers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
