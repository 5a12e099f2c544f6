import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_SETTABLE_STATUSES,
  editableComments,
  JOB_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  US_STATES,
  checkProjectAddress,
  formatDollars,
  joinAddress,
  parseMoney,
  profitCents,
  profitTone,
  streetOf,
  type JobStatus,
  type Project,
  type ProjectStatus,
  dollarsToCents,
} from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText, problemText } from '../../lib/problem-text.js';
import { useLanguage } from '../../lib/i18n.js';
import { required } from '../../lib/rules.js';
import {
  useAssignees,
  useCompanyClients,
  useDeleteJob,
  useDeleteProject,
  useSaveProject,
  type ProjectBody,
} from './api.js';

export const UNASSIGNED = 'Unassigned';

export interface JobRow {
  /** The saved job's id; absent for a row added in this form. */
  jobId?: number;
  itemName: string;
  itemStatus?: JobStatus;
  itemStartDate: string;
  itemEndDate: string;
  itemPrice: string;
  itemLabor: string;
  /** Dollars of expenses, kept by the server; read-only here. */
  itemCost: number;
  comments: string;
  assignee: string;
}

export interface ProjectFormValues {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  startDate: string;
  endDate: string;
  description: string;
  type: string;
  clientId: string;
  status: ProjectStatus;
  /** Dollars as typed; the project's price only while it has no jobs (PRODUCT.md). */
  price: string;
  jobs: JobRow[];
}

const TONE_COLOR = { loss: 'red', even: 'gray', profit: 'green' } as const;

/** Cents of a money field as typed, or 0 while it is empty or not yet a valid amount. */
const centsOf = (value: string) => {
  const parsed = parseMoney(value === '' ? '0' : value);
  return parsed.ok ? parsed.cents : 0;
};
const dollarsText = (n: number | undefined) => String(n ?? 0);

export const emptyJob = (): JobRow => ({
  itemName: '',
  itemStartDate: '',
  itemEndDate: '',
  itemPrice: '',
  itemLabor: '',
  itemCost: 0,
  comments: '',
  assignee: UNASSIGNED,
});

function initialValues(project: Project | undefined): ProjectFormValues {
  if (!project) {
    return {
      name: '',
      street: '',
      city: '',
      state: '',
      zip: '',
      startDate: '',
      endDate: '',
      description: '',
      type: '',
      clientId: '0',
      // Without a client nobody could approve the project: it starts in progress.
      status: 'IN_PROGRESS',
      price: '',
      jobs: [],
    };
  }
  return {
    name: project.name,
    street: streetOf(project.address),
    city: project.city,
    state: project.state,
    zip: project.zip,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    description: project.description,
    type: project.type,
    clientId: String(project.clientId),
    status: project.clientId === 0 && project.status === 'CLIENT_APPROVAL' ? 'IN_PROGRESS' : project.status,
    price: dollarsText(project.price),
    jobs: project.projectItems.map((job) => ({
      jobId: job.id,
      itemName: job.itemName,
      itemStatus: job.itemStatus,
      itemStartDate: job.itemStartDate ?? '',
      itemEndDate: job.itemEndDate ?? '',
      itemPrice: dollarsText(job.itemPrice),
      itemLabor: dollarsText(job.itemLabor),
      itemCost: job.itemCost ?? 0,
      comments: editableComments(job.comments),
      assignee: job.userId === -1 ? UNASSIGNED : job.assignee,
    })),
  };
}

/** What the API takes from the form's values (SPEC §3: the address as 'street, city, state, zip'). */
export function projectBody(values: ProjectFormValues, project: Project | undefined): ProjectBody {
  // PRODUCT.md: a project with jobs is worth the sum of their prices, else the price entered.
  const priceCents =
    values.jobs.length > 0 ? values.jobs.reduce((sum, job) => sum + centsOf(job.itemPrice), 0) : centsOf(values.price);
  const statusChanged = !project || values.status !== project.status;
  return {
    ...(project ? { id: project.id } : {}),
    name: values.name.trim(),
    address: joinAddress(values.street, values.city, values.state, values.zip),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    description: values.description.trim(),
    type: values.type.trim(),
    price: (priceCents / 100).toFixed(2),
    ...(statusChanged ? { status: values.status } : {}),
    clientId: Number(values.clientId) || 0,
    projectItems: values.jobs.map((job) => ({
      ...(job.jobId ? { id: job.jobId } : {}),
      itemName: job.itemName.trim(),
      itemStartDate: job.itemStartDate || null,
      // SPEC §4: on save a missing end date becomes the start date.
      itemEndDate: job.itemEndDate || job.itemStartDate || null,
      itemPrice: job.itemPrice.trim() === '' ? '0' : job.itemPrice.trim(),
      itemLabor: job.itemLabor.trim() === '' ? '0' : job.itemLabor.trim(),
      comments: job.comments,
      assignee: job.assignee || UNASSIGNED,
    })),
  };
}

/** Whether the company may put a project in this status now: approval needs a client to give it. */
export function offeredStatuses(clientId: string): ProjectStatus[] {
  return COMPANY_SETTABLE_STATUSES.filter((s) => s !== 'CLIENT_APPROVAL' || clientId !== '0');
}

const moneyRule = (value: string) => {
  if (value.trim() === '') return true;
  const parsed = parseMoney(value);
  return parsed.ok || problemText(parsed.problem);
};

interface Props {
  /** The project to edit; none to create one. */
  project?: Project;
  opened: boolean;
  onClose: () => void;
  /** Called after the project was deleted. */
  onDeleted?: () => void;
}

/** SPEC §2's addProject modal, also the owner's edit of a project and its jobs. */
export function ProjectForm({ project, opened, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const small = useMediaQuery('(max-width: 48em)');
  const [error, setError] = useState<string | null>(null);
  const assignees = useAssignees(opened);
  const clients = useCompanyClients(opened);
  const save = useSaveProject();
  const deleteProject = useDeleteProject();
  const deleteJob = useDeleteJob();
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = useForm<ProjectFormValues>({
    defaultValues: initialValues(project),
  });
  // A new project follows its client: approval is asked of a client, work starts at once without one.
  const statusChosen = useRef(false);
  const jobs = useFieldArray({ control, name: 'jobs', keyName: 'key' });
  const watchedJobs = watch('jobs');
  const clientId = watch('clientId');
  const hasJobs = watchedJobs.length > 0;
  const money = (cents: number) => formatDollars(cents, language);

  const totals = watchedJobs.reduce(
    (sum, job) => {
      const price = centsOf(job.itemPrice);
      const profit = profitCents(price, dollarsToCents(job.itemCost), centsOf(job.itemLabor));
      return { price: sum.price + price, profit: sum.profit + profit };
    },
    { price: 0, profit: 0 },
  );

  const onSubmit = async (values: ProjectFormValues) => {
    setError(null);
    // SPEC §5: address, city, state and zip in order; saving stops on the first failure.
    const broken = checkProjectAddress({
      address: joinAddress(values.street, values.city, values.state, values.zip),
      city: values.city.trim(),
      state: values.state.trim(),
      zip: values.zip.trim(),
    });
    if (broken) {
      setError(problemText(broken));
      return;
    }
    try {
      await save.mutateAsync(projectBody(values, project));
      toast.success(t(project ? 'projectForm.updated' : 'projectForm.created'));
      onClose();
    } catch (e) {
      setError(errorText(e));
      if (project) toast.failure(t('projectForm.updateFailed'));
    }
  };

  const removeJob = async (index: number) => {
    const row = getValues(`jobs.${index}`);
    if (row.jobId === undefined || !project) {
      jobs.remove(index);
      return;
    }
    if (!(await confirm(t('projectForm.removeJobConfirm'), { danger: true }))) return;
    try {
      await deleteJob.mutateAsync({ jobId: row.jobId, projectId: project.id });
      jobs.remove(index);
      toast.success(t('projectForm.jobRemoved'));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const removeProject = async () => {
    if (!project) return;
    if (!(await confirm(t('projectForm.deleteConfirm'), { danger: true }))) return;
    try {
      await deleteProject.mutateAsync(project.id);
      toast.success(t('projectForm.deleted'));
      onClose();
      onDeleted?.();
    } catch (e) {
      setError(errorText(e));
    }
  };

  const assigneeData = [
    { value: UNASSIGNED, label: t('projectForm.unassigned') },
    ...(assignees.data ?? []).map((a) => ({ value: a.assignee, label: a.name })),
  ];
  const clientData = [
    { value: '0', label: t('projectForm.noClient') },
    ...(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const statuses = offeredStatuses(clientId);
  // A status the company cannot set (approved, completed, …) is shown as it is, not offered.
  if (project && !(COMPANY_SETTABLE_STATUSES as readonly string[]).includes(project.status)) {
    statuses.unshift(project.status);
  }
  const chooseClient = (value: string) => {
    const status = getValues('status');
    if (value === '0' && status === 'CLIENT_APPROVAL') setValue('status', 'IN_PROGRESS');
    else if (value !== '0' && !project && !statusChosen.current) setValue('status', 'CLIENT_APPROVAL');
  };
  const errors = formState.errors;

  return (
    <LayeredModal
      opened={opened}
      onClose={onClose}
      title={project ? t('projectForm.editTitle', { name: project.name }) : t('projectForm.createTitle')}
      size="xl"
      fullScreen={small}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="project-form">
        <Stack gap="sm">
          <TextInput
            label={t('projectForm.name')}
            withAsterisk
            {...register('name', required('name'))}
            error={errors.name?.message}
          />
          <TextInput
            label={t('projectForm.street')}
            withAsterisk
            {...register('street', required('address'))}
            error={errors.street?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('projectForm.city')}
              withAsterisk
              {...register('city', required('city'))}
              error={errors.city?.message}
            />
            <Controller
              control={control}
              name="state"
              rules={required('state')}
              render={({ field, fieldState }) => (
                <Select
                  label={t('projectForm.state')}
                  withAsterisk
                  searchable
                  data={[...US_STATES]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput
              label={t('projectForm.zip')}
              withAsterisk
              inputMode="numeric"
              {...register('zip', required('zip'))}
              error={errors.zip?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('projectForm.startDate')}
              withAsterisk
              {...register('startDate', required('startDate'))}
              error={errors.startDate?.message}
            />
            <TextInput
              type="date"
              label={t('projectForm.endDate')}
              withAsterisk
              {...register('endDate', {
                ...required('endDate'),
                validate: (v, all) => {
                  if (v.trim() === '') return required('endDate').required;
                  return !all.startDate || v >= all.startDate || problemText({ code: 'END_BEFORE_START' });
                },
              })}
              error={errors.endDate?.message}
            />
          </SimpleGrid>
          <Textarea
            label={t('projectForm.description')}
            withAsterisk

            rows={3}
            {...register('description', required('description'))}
            error={errors.description?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('projectForm.type')} {...register('type')} />
            <Controller
              control={control}
              name="clientId"
              render={({ field }) => (
                <Select
                  label={t('projectForm.client')}
                  allowDeselect={false}
                  data={clientData}
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v ?? '0');
                    chooseClient(v ?? '0');
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  label={t('projectForm.status')}
                  allowDeselect={false}
                  data={statuses.map((s) => ({
                    value: s,
                    label: PROJECT_STATUS_LABELS[language][s],
                    disabled: !(COMPANY_SETTABLE_STATUSES as readonly string[]).includes(s),
                  }))}
                  value={field.value}
                  onChange={(v) => {
                    statusChosen.current = true;
                    field.onChange(v ?? field.value);
                  }}
                  comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
                />
              )}
            />
            {hasJobs ? (
              <TextInput
                label={t('projectForm.priceFromJobs')}
                description={t('projectForm.priceFromJobsHelp')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={money(totals.price)}
                readOnly
                variant="filled"
                data-testid="project-price-sum"
              />
            ) : (
              <TextInput
                label={t('projectForm.price')}
                description={t('projectForm.priceHelp')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                inputMode="decimal"
                {...register('price', { validate: (v, all) => all.jobs.length > 0 || moneyRule(v) })}
                error={errors.price?.message}
              />
            )}
          </SimpleGrid>

          <Group justify="space-between" mt="sm" wrap="wrap">
            <Title order={3} size="h5">
              {t('projectForm.jobs')}
            </Title>
            <Button size="compact-sm" variant="light" onClick={() => jobs.append(emptyJob())}>
              {t('projectForm.addJob')}
            </Button>
          </Group>
          {jobs.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('projectForm.noJobs')}
            </Text>
          )}
          {jobs.fields.map((row, index) => {
            const current = watchedJobs[index] ?? row;
            const completed = current.itemStatus === 'COMPLETED';
            const profit = profitCents(
              centsOf(current.itemPrice),
              dollarsToCents(current.itemCost),
              centsOf(current.itemLabor),
            );
            const jobErrors = errors.jobs?.[index];
            return (
              <Card key={row.key} withBorder padding="sm" data-testid="job-row">
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
                      onClick={() => void removeJob(index)}
                    >
                      {t('projectForm.removeJob')}
                    </Button>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t('projectForm.itemName')}
                      withAsterisk
                      {...register(`jobs.${index}.itemName`, required('itemName'))}
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
                            assigneeData.some((o) => o.value === field.value)
                              ? assigneeData
                              : [
                                  ...assigneeData,
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
                      {...register(`jobs.${index}.itemEndDate`, {
                        validate: (v, all) => {
                          const start = all.jobs[index]?.itemStartDate;
                          return !v || !start || v >= start || problemText({ code: 'END_BEFORE_START' });
                        },
                      })}
                      error={jobErrors?.itemEndDate?.message}
                    />
                    <TextInput
                      label={t('projectForm.itemPrice')}
                      inputMode="decimal"
                      {...register(`jobs.${index}.itemPrice`, { validate: moneyRule })}
                      error={jobErrors?.itemPrice?.message}
                    />
                    <TextInput
                      label={t('projectForm.itemLabor')}
                      inputMode="decimal"
                      {...register(`jobs.${index}.itemLabor`, { validate: moneyRule })}
                      error={jobErrors?.itemLabor?.message}
                    />
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
          <Group gap="lg" wrap="wrap">
            <Text size="sm" data-testid="project-total">
              {t('projectForm.total')}: <b>{money(hasJobs ? totals.price : centsOf(watch('price')))}</b>
            </Text>
            {hasJobs && (
              <Text size="sm">
                {t('projectForm.totalProfit')}:{' '}
                <Text span fw={600} c={TONE_COLOR[profitTone(totals.profit)]}>
                  {money(totals.profit)}
                </Text>
              </Text>
            )}
          </Group>

          {error && (
            <Alert color="red" role="alert" data-testid="project-form-error">
              {error}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            {project ? (
              <Button
                color="red"
                variant="light"
                onClick={() => void removeProject()}
                loading={deleteProject.isPending}
              >
                {t('projectForm.deleteProject')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('projectForm.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('projectForm.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </LayeredModal>
  );
}
