import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useUnsavedInDialog } from '../../lib/LayeredModal.js';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateReminderBody } from '@obra/domain';
import { schemaResolver } from '../../lib/schema-resolver.js';

interface Values {
  text: string;
  dueDate: string;
  projectId: string;
}

const resolver = schemaResolver<Values>((forms) => forms.reminderForm);

export interface ProjectOption {
  id: number;
  name: string;
  address: string;
}

/** SPEC §5: text and date are required and a valid project must be selected. */
export function ReminderForm({
  projects,
  onSubmit,
  defaultProjectId,
}: {
  projects: ProjectOption[];
  onSubmit: (body: CreateReminderBody) => Promise<void>;
  defaultProjectId?: number;
}) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { text: '', dueDate: '', projectId: defaultProjectId ? String(defaultProjectId) : '' },
  });
  const { errors, isSubmitting } = formState;
  useUnsavedInDialog(formState.isDirty);

  const submit = handleSubmit(async (values) => {
    const project = projects.find((p) => String(p.id) === values.projectId)!;
    await onSubmit({
      text: values.text.trim(),
      dueDate: values.dueDate,
      projectId: project.id,
      address: project.address,
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Textarea
          data-autofocus
          label={t('reminders.text')}
          withAsterisk
          minRows={2}
          maxLength={500}
          {...register('text')}
          error={errors.text?.message}
        />
        <TextInput
          label={t('reminders.dueDate')}
          type="date"
          withAsterisk
          {...register('dueDate')}
          error={errors.dueDate?.message}
        />
        <Controller
          control={control}
          name="projectId"
          render={({ field, fieldState }) => (
            <Select
              label={t('reminders.project')}
              placeholder={t('reminders.projectPlaceholder')}
              withAsterisk
              searchable
              data={projects.map((p) => ({ value: String(p.id), label: p.name }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('reminders.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
