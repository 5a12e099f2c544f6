import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayIn, type ListedJob } from '@obra/domain';
import { toast } from '../../lib/feedback.js';
import { DialogCloseButton, LayeredModal } from '../../lib/LayeredModal.js';
import { useOwner } from '../../lib/offline/owner.js';
import { createExpenses } from '../../lib/queries/expenses.js';
import { errorText } from '../../lib/problem-text.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { useTimeZone } from '../../lib/session.js';

interface Values {
  rows: { name: string; amount: string; description: string; date: string }[];
}

const resolver = schemaResolver<Values>((forms) => forms.expenseRowsForm);

/**
 * A receipt from the field (issue 13): the worker adds an expense to their job, with or without
 * signal (through the device's outbox). They add only: a job's costs are the company's to see.
 */
export function JobExpenseSheet({ job, onClose }: { job: ListedJob; onClose: () => void }) {
  const { t } = useTranslation();
  const owner = useOwner();
  const today = todayIn(useTimeZone());
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { rows: [{ name: '', amount: '', description: '', date: today }] },
  });
  const add = useMutation({
    networkMode: 'always',
    mutationFn: (values: Values) =>
      createExpenses(
        owner,
        values.rows.map((row) => ({
          name: row.name.trim(),
          amount: row.amount.trim(),
          description: row.description.trim(),
          date: row.date,
          projectId: job.proid,
          jobId: job.id,
        })),
      ),
  });
  const errors = formState.errors.rows?.[0];

  const onSubmit = async (values: Values) => {
    try {
      const outcome = await add.mutateAsync(values);
      toast.success(t(outcome.state === 'queued' ? 'offline.savedOnDevice' : 'expenses.saved'));
      onClose();
    } catch (error) {
      toast.failure(errorText(error));
    }
  };

  return (
    <LayeredModal
      opened
      onClose={onClose}
      unsaved={formState.isDirty}
      title={t('expenses.jobTitle', { name: job.name })}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('expenses.fieldIntro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              data-autofocus
              label={t('expenses.name')}
              withAsterisk
              {...register('rows.0.name')}
              error={errors?.name?.message}
            />
            <TextInput
              label={t('expenses.amount')}
              withAsterisk
              inputMode="decimal"
              {...register('rows.0.amount')}
              error={errors?.amount?.message}
            />
          </SimpleGrid>
          <TextInput
            type="date"
            label={t('expenses.date')}
            withAsterisk
            {...register('rows.0.date')}
            error={errors?.date?.message}
          />
          <TextInput
            label={t('expenses.description')}
            withAsterisk
            {...register('rows.0.description')}
            error={errors?.description?.message}
          />
          <Group justify="flex-end" gap="xs">
            <DialogCloseButton>{t('app.cancel')}</DialogCloseButton>
            <Button type="submit" loading={add.isPending}>
              {t('expenses.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LayeredModal>
  );
}
