import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { AddressLink } from '../../components/AddressLink.js';
import { LayeredModal, useUnsavedInDialog } from '../../lib/LayeredModal.js';
import { editableComments, JOB_STATUSES, type Job, type ListedJob, type MediaItem } from '@obra/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.js';
import { useFileUrl } from '../../lib/files.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { PhotoSendStatus } from '../../lib/photos/PhotoSendStatus.js';
import { usePhotoSender } from '../../lib/photos/usePhotoSender.js';
import { useDeletePhoto, useJobPhotos, useUploadJobPhotos } from '../../lib/queries/job-photos.js';
import { useUpdateJob } from './api.js';
import { useProject } from '../../lib/queries/projects.js';
import { deletePhotoAfterAsking } from '../../lib/photos/deletePhoto.js';
import { PHOTO_ACCEPT, fileNameOf, photosAvailable, photosFit } from '../../lib/photos/photos.js';
import { jobBody, type JobForm } from './job-body.js';
import { TimeClock } from './TimeClock.js';

const resolver = schemaResolver<JobForm>((forms) => forms.jobDatesForm);

function formValues(listed: ListedJob, full: Job | undefined): JobForm {
  return {
    itemStartDate: (full ? full.itemStartDate : listed.startDate)?.slice(0, 10) ?? '',
    itemEndDate: (full ? full.itemEndDate : listed.endDate)?.slice(0, 10) ?? '',
    comments: editableComments(full ? full.comments : listed.details),
    itemStatus: full ? full.itemStatus : listed.status,
  };
}

export function JobModal({ job, onClose }: { job: ListedJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <LayeredModal opened={job !== null} onClose={onClose} title={t('jobs.modalTitle')} size="lg">
      {job && <JobDetails job={job} onClose={onClose} />}
    </LayeredModal>
  );
}

function JobDetails({ job, onClose }: { job: ListedJob; onClose: () => void }) {
  const { t } = useTranslation();
  const project = useProject(job.proid);
  const full = project.data?.projectItems.find((item) => item.id === job.id);
  const update = useUpdateJob();
  // The full job, once loaded, is fresher than the list's copy; fields not yet touched follow it.
  const form = useForm<JobForm>({
    resolver,
    values: formValues(job, full),
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, control, formState } = form;
  useUnsavedInDialog(formState.isDirty);

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(jobBody(job, full, values));
      toast.success(t('jobs.updated'));
      onClose();
    } catch {
      toast.failure(t('jobs.updateFailed'));
    }
  });

  return (
    <Stack>
      <Text fw={600}>{job.name}</Text>
      <AddressLink address={job.address} />
      <TimeClock job={job} />
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput type="date" label={t('jobs.startDate')} {...register('itemStartDate')} />
            <TextInput
              type="date"
              label={t('jobs.endDate')}
              error={formState.errors.itemEndDate?.message ?? null}
              {...register('itemEndDate')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="itemStatus"
            render={({ field }) => (
              <Select
                label={t('jobs.status')}
                data={JOB_STATUSES.map((s) => ({ value: s, label: t(`jobs.statuses.${s}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? job.status)}
                allowDeselect={false}
              />
            )}
          />
          <Textarea
            label={t('jobs.comments')}
            placeholder={t('jobs.commentsPlaceholder')}
            autosize
            minRows={3}
            maxLength={2000}
            {...register('comments')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={project.isLoading}>
              {t('jobs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <JobPhotos projectId={job.proid} jobId={job.id} />
    </Stack>
  );
}

export function JobPhotos({ projectId, jobId }: { projectId: number; jobId: number }) {
  const { t } = useTranslation();
  const photos = useJobPhotos(jobId);
  const upload = useUploadJobPhotos(projectId, jobId);
  const remove = useDeletePhoto(jobId);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const sender = usePhotoSender(
    (photos, transfer) => upload.mutateAsync({ photos, transfer }),
    () => setFiles([]),
  );
  const sendButton = useRef<HTMLButtonElement>(null);
  const saved = photos.data?.length ?? 0;
  const available = photosAvailable(saved);

  useEffect(() => setError(null), [saved]);

  const choose = (chosen: File[]) => {
    sender.reset();
    if (!photosFit(saved, chosen.length)) {
      setError(t('jobs.photoLimit', { count: available }));
      setFiles([]);
      return;
    }
    setError(null);
    setFiles(chosen);
  };

  const send = () => {
    if (files.length === 0) return;
    if (!photosFit(saved, files.length)) {
      setError(t('jobs.photoLimit', { count: available }));
      return;
    }
    void sender.start(files);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('jobs.photos')}
      </Title>
      {photos.isLoading ? null : saved === 0 ? (
        <Text size="sm" c="dimmed">
          {t('jobs.noPhotos')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3 }}>
          {photos.data!.map((photo) => (
            <Thumbnail
              key={photo.id}
              photo={photo}
              onDelete={() => void deletePhotoAfterAsking(remove.mutateAsync, photo.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t('jobs.photosAvailable', { count: available })}
      </Text>
      <FileInput
        multiple
        clearable
        accept={PHOTO_ACCEPT}
        label={t('jobs.addPhotos')}
        placeholder={t('jobs.choosePhotos')}
        value={files}
        onChange={choose}
        disabled={sender.busy}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <PhotoSendStatus sender={sender} sendButton={sendButton} />
      <Group justify="flex-end">
        <Button ref={sendButton} variant="light" onClick={send} disabled={files.length === 0 || sender.busy}>
          {t('jobs.upload')}
        </Button>
      </Group>
    </Stack>
  );
}

function Thumbnail({ photo, onDelete }: { photo: MediaItem; onDelete: () => void }) {
  const { t } = useTranslation();
  const src = useFileUrl(fileNameOf(photo.thumbUrl ?? photo.url));
  return (
    <Stack gap={4} align="center">
      {src ? (
        <Image
          src={src}
          alt={t('jobs.photoAlt', { name: photo.originalName })}
          h={96}
          w="100%"
          fit="cover"
          radius="sm"
        />
      ) : (
        <Text size="xs" h={96}>
          {photo.originalName}
        </Text>
      )}
      <ActionIcon variant="subtle" color="red" aria-label={t('jobs.deletePhoto')} onClick={onDelete}>
        ×
      </ActionIcon>
    </Stack>
  );
}
