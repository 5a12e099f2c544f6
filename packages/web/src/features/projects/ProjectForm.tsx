import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DialogCloseButton, LayeredModal } from '../../lib/LayeredModal.js';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_SETTABLE_STATUSES,
  PROJECT_STATUS_LABELS,
  UNASSIGNED,
  formatDollars,
  type Project,
} from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { addTexts, useLanguage } from '../../lib/i18n.js';
import { useAssignees, useCompanyClients, useDeleteJob, useDeleteProject, useSaveProject } from './api.js';
import { ProjectAddressFields, firstAddressProblem } from './ProjectAddressFields.js';
import { ProjectJobRows } from './ProjectJobRows.js';
import { ProjectTotals } from './ProjectTotals.js';
import {
  emptyJob,
  formWorthCents,
  initialValues,
  offeredStatuses,
  projectBody,
  projectResolver,
  type ProjectFormValues,
} from './project-form-values.js';
import { projectFormTexts } from '../../locales/work/project-form.js';

addTexts(projectFormTexts);

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
    resolver: projectResolver,
    defaultValues: initialValues(project),
  });
  // A new project follows its client: approval is asked of a client, work starts at once without one.
  const statusChosen = useRef(false);
  const jobs = useFieldArray({ control, name: 'jobs', keyName: 'key' });
  const watchedJobs = watch('jobs');
  const clientId = watch('clientId');
  // The rows as they stand: a row just added may not be watched yet.
  const rows = jobs.fields.map((row, index) => watchedJobs[index] ?? row);
  const hasJobs = rows.length > 0;

  const onSubmit = async (values: ProjectFormValues) => {
    setError(null);
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
    ...clients.map((c) => ({ value: String(c.id), label: c.name })),
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
  const addressProblem = firstAddressProblem(errors);

  return (
    <LayeredModal
      unsaved={formState.isDirty}
      opened={opened}
      onClose={onClose}
      title={project ? t('projectForm.editTitle', { name: project.name }) : t('projectForm.createTitle')}
      size="xl"
      fullScreen={small}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="project-form">
        <Stack gap="sm">
          <TextInput
            data-autofocus
            label={t('projectForm.name')}
            withAsterisk
            {...register('name')}
            error={errors.name?.message}
          />
          <ProjectAddressFields register={register} errors={errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('projectForm.startDate')}
              withAsterisk
              {...register('startDate')}
              error={errors.startDate?.message}
            />
            <TextInput
              type="date"
              label={t('projectForm.endDate')}
              withAsterisk
              {...register('endDate')}
              error={errors.endDate?.message}
            />
          </SimpleGrid>
          <Textarea
            label={t('projectForm.description')}
            withAsterisk
            rows={3}
            {...register('description')}
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
                value={formatDollars(formWorthCents({ price: '', jobs: rows }), language)}
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
                {...register('price')}
                error={errors.price?.message}
              />
            )}
          </SimpleGrid>

          <ProjectJobRows
            register={register}
            control={control}
            errors={errors.jobs}
            keys={jobs.fields.map((row) => row.key)}
            rows={rows}
            assignees={assigneeData}
            onAdd={() => jobs.append(emptyJob())}
            onRemove={(index) => void removeJob(index)}
            onLaborSource={(index, fromHours) =>
              setValue(`jobs.${index}.laborFromHours`, fromHours, { shouldDirty: true })
            }
          />
          <ProjectTotals values={{ price: watch('price'), jobs: rows }} />

          {(error ?? addressProblem) && (
            <Alert color="red" role="alert" data-testid="project-form-error">
              {error ?? addressProblem}
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
              <DialogCloseButton>{t('projectForm.cancel')}</DialogCloseButton>
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
