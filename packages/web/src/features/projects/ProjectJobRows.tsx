import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOB_STATUS_LABELS, UNASSIGNED, dollarsToCents, formatDollars, profitTone } from '@obra/domain';
import { useLanguage } from '../../lib/i18n.js';
import { TONE_COLOR, jobProfitCents } from './ProjectTotals.js';
import type { JobRow, ProjectFormValues } from './project-form-values.js';

interface Props {
  register: UseFormRegister<ProjectFormValues>;
  control: Control<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>['jobs'];
  /** The rows' keys, in order (react-hook-form's field array). */
  keys: string[];
  /** The rows as they stand now. */
  rows: JobRow[];
  assignees: { value: string; label: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The job's labor from its hours (true) or as typed (false): typing a figure makes it typed. */
  onLaborSource: (index: number, fromHours: boolean) => void;
}

/** The project's jobs, each with its dates, money and profit; a completed job cannot be removed or reassigned. */
export function ProjectJobRows({
  register,
  control,
  errors,
  keys,
  rows,
  assignees,
  onAdd,
  onRemove,
  onLaborSource,
}: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatDollars(cents, language);
  return (
    <>
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Title order={3} size="h5">
          {t('projectForm.jobs')}
        </Title>
        <Button size="compact-sm" variant="light" onClick={onAdd}>
          {t('projectForm.addJob')}
        </Button>
      </Group>
      {keys.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('projectForm.noJobs')}
        </Text>
      )}
      {keys.map((key, index) => {
        const current = rows[index];
        if (!current) return null;
        const completed = current.itemStatus === 'COMPLETED';
        const profit = jobProfitCents(current);
        const jobErrors = errors?.[index];
        return (
          <Card key={key} withBorder padding="sm" data-testid="job-row">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {t('projectForm.jobTitle', { n: index + 1 })}
                  </Text>
                  {current.itemStatus && (
                    <Badge variant="light" color={completed ? 'green' : 'blue'}>
                      {JOB_STATUS_LABELS[language][current.itemStatus]}
                    </Badge>
                  )}
                </Group>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  disabled={completed}
                  title={completed ? t('projectForm.completedLocked') : undefined}
                  onClick={() => onRemove(index)}
                >
                  {t('projectForm.removeJob')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('projectForm.itemName')}
                  withAsterisk
                  {...register(`jobs.${index}.itemName`)}
                  error={jobErrors?.itemName?.message}
                />
                <Controller
                  control={control}
                  name={`jobs.${index}.assignee`}
                  render={({ field }) => (
                    <Select
                      label={t('projectForm.assignee')}
                      allowDeselect={false}
                      disabled={completed}
                      description={completed ? t('projectForm.completedLocked') : undefined}
                      data={
                        assignees.some((o) => o.value === field.value)
                          ? assignees
                          : [
                              ...assignees,
                              { value: field.value, label: field.value.slice(field.value.indexOf('#') + 1) },
                            ]
                      }
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? UNASSIGNED)}
                    />
                  )}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
                <TextInput
                  type="date"
                  label={t('projectForm.itemStartDate')}
                  {...register(`jobs.${index}.itemStartDate`)}
                />
                <TextInput
                  type="date"
                  label={t('projectForm.itemEndDate')}
                  {...register(`jobs.${index}.itemEndDate`)}
                  error={jobErrors?.itemEndDate?.message}
                />
                <TextInput
                  label={t('projectForm.itemPrice')}
                  inputMode="decimal"
                  {...register(`jobs.${index}.itemPrice`)}
                  error={jobErrors?.itemPrice?.message}
                />
                <Stack gap={2}>
                  <TextInput
                    label={t('projectForm.itemLabor')}
                    inputMode="decimal"
                    description={current.laborFromHours ? t('labor.fromHours') : t('labor.manual')}
                    title={current.laborFromHours ? t('labor.fromHoursNote') : undefined}
                    {...register(`jobs.${index}.itemLabor`, {
                      onChange: () => current.laborFromHours && onLaborSource(index, false),
                    })}
                    error={jobErrors?.itemLabor?.message}
                  />
                  {!current.laborFromHours && (
                    <Button size="compact-xs" variant="subtle" onClick={() => onLaborSource(index, true)}>
                      {t('labor.useHours')}
                    </Button>
                  )}
                </Stack>
              </SimpleGrid>
              <Textarea
                label={t('projectForm.comments')}
                placeholder={t('jobs.commentsPlaceholder')}
                rows={2}
                {...register(`jobs.${index}.comments`)}
              />
              <Group gap="md" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('projectForm.itemCost')}: {money(dollarsToCents(current.itemCost))}
                </Text>
                <Text size="sm" data-testid="job-profit" data-tone={profitTone(profit)}>
                  {t('projectForm.profit')}:{' '}
                  <Text span fw={600} c={TONE_COLOR[profitTone(profit)]}>
                    {money(profit)}
                  </Text>
                </Text>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </>
  );
}
