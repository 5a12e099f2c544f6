import { ActionIcon, Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DialogCloseButton, LayeredModal } from '../../lib/LayeredModal.js';
import { useMediaQuery } from '@mantine/hooks';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDollarAmount } from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { useLanguage } from '../../lib/i18n.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { MoreRows } from '../../components/MoreRows.js';
import { useCreateExpenses, useDeleteExpense, useExpenses, type ExpenseScope } from './expenses-api.js';

interface Row {
  name: string;
  amount: string;
  description: string;
  date: string;
}

interface Values {
  rows: Row[];
}

const emptyRow = (): Row => ({ name: '', amount: '', description: '', date: '' });

const resolver = schemaResolver<Values>((forms) => forms.expenseRowsForm);

/**
 * SPEC editExpenses: a job's expenses, or the project's own (`jobId` null). Saved ones are listed
 * and can be deleted; new rows are added and saved together. Unsaved rows are lost on closing (§4).
 */
export function ExpensesModal({
  projectId,
  jobId,
  title,
  opened,
  onClose,
}: ExpenseScope & { title: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const small = useMediaQuery('(max-width: 48em)');
  const scope = { projectId, jobId };
  const expenses = useExpenses(scope, opened);
  const create = useCreateExpenses(scope);
  const remove = useDeleteExpense(scope);
  const { register, control, handleSubmit, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: { rows: [] },
  });
  const rows = useFieldArray({ control, name: 'rows', keyName: 'key' });

  // SPEC §4: closing with new rows not saved asks first (the dialog asks, whatever closes it).
  const close = () => {
    reset({ rows: [] });
    onClose();
  };

  const onSubmit = async (values: Values) => {
    try {
      const outcome = await create.mutateAsync(
        values.rows.map((row) => ({
          name: row.name.trim(),
          amount: row.amount.trim(),
          description: row.description.trim(),
          date: row.date,
          projectId,
          jobId,
        })),
      );
      reset({ rows: [] });
      toast.success(t(outcome.state === 'queued' ? 'offline.savedOnDevice' : 'expenses.saved'));
    } catch {
      toast.failure(t('expenses.createFailed'));
    }
  };

  const deleteOne = async (id: number) => {
    if (!(await confirm(t('expenses.deleteConfirm'), { danger: true }))) return;
    try {
      await remove.mutateAsync(id);
      toast.success(t('expenses.deleted'));
    } catch {
      toast.failure(t('expenses.deleteFailed'));
    }
  };

  const errors = formState.errors.rows;

  return (
    <LayeredModal
      opened={opened}
      onClose={close}
      unsaved={rows.fields.length > 0}
      title={title}
      size="xl"
      fullScreen={small}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="expenses-modal">
        <Stack gap="sm">
          {expenses.isPending && <Loader size="sm" />}
          {expenses.isError && <Alert color="red">{t('expenses.loadFailed')}</Alert>}
          {expenses.data && expenses.rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('expenses.empty')}
            </Text>
          )}
          {expenses.rows.map((expense) => (
            <Paper key={expense.id} withBorder p="xs" data-testid="expense-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {expense.name}
                    </Text>
                    <Text size="sm" data-testid="expense-amount">
                      {formatDollarAmount(expense.amount, language)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(expense.date)}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {expense.description}
                  </Text>
                </Stack>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => void deleteOne(expense.id)}
                  loading={remove.isPending && remove.variables === expense.id}
                >
                  {t('expenses.delete')}
                </Button>
              </Group>
            </Paper>
          ))}
          <MoreRows paged={expenses} />

          {rows.fields.map((field, index) => (
            <Paper key={field.key} withBorder p="xs" data-testid="new-expense-row">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {t('expenses.newTitle', { n: index + 1 })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('expenses.removeRow')}
                    onClick={() => rows.remove(index)}
                  >
                    ×
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    label={t('expenses.name')}
                    withAsterisk
                    {...register(`rows.${index}.name`)}
                    error={errors?.[index]?.name?.message}
                  />
                  <TextInput
                    label={t('expenses.amount')}
                    withAsterisk
                    inputMode="decimal"
                    {...register(`rows.${index}.amount`)}
                    error={errors?.[index]?.amount?.message}
                  />
                  <TextInput
                    type="date"
                    label={t('expenses.date')}
                    withAsterisk
                    {...register(`rows.${index}.date`)}
                    error={errors?.[index]?.date?.message}
                  />
                </SimpleGrid>
                <TextInput
                  label={t('expenses.description')}
                  withAsterisk
                  {...register(`rows.${index}.description`)}
                  error={errors?.[index]?.description?.message}
                />
              </Stack>
            </Paper>
          ))}

          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button variant="light" onClick={() => rows.append(emptyRow())}>
              {t('expenses.add')}
            </Button>
            <Group gap="xs" wrap="wrap">
              <DialogCloseButton>{t('expenses.close')}</DialogCloseButton>
              <Button type="submit" disabled={rows.fields.length === 0} loading={create.isPending}>
                {t('expenses.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </LayeredModal>
  );
}
