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
import type { KeptJob, KeptPhoto } from '../../lib/offline/db.js';
import { KeptThumbs } from './KeptThumbs.js';
import { useOwner } from '../../lib/offline/owner.js';
import { useOutbox } from '../../lib/offline/use-outbox.js';
import { canSend } from '../../lib/offline/signal.js';
import { fullWithQueued, queuedPhotosOf } from '../../lib/offline/overlay.js';
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

export function JobModal({ job, kept, onClose }: { job: ListedJob | null; kept?: KeptJob; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <LayeredModal opened={job !== null} onClose={onClose} title={t('jobs.modalTitle')} size="lg">
      {job && <JobDetails job={job} kept={kept} onClose={onClose} />}
    </LayeredModal>
  );
}

function JobDetails({ job, kept, onClose }: { job: ListedJob; kept: KeptJob | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const project = useProject(job.proid);
  const changes = useOutbox(useOwner());
  // Without a signal, the device's copy; either way with a save still in the outbox shown applied.
  const saved = project.data?.projectItems.find((item) => item.id === job.id) ?? kept?.full ?? undefined;
  const full = saved && fullWithQueued(saved, changes);
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
      const outcome = await update.mutateAsync(jobBody(job, full, values));
      toast.success(t(outcome.state === 'queued' ? 'offline.savedOnDevice' : 'jobs.updated'));
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
            <Button type="submit" loading={update.isPending} disabled={project.isLoading && !full}>
              {t('jobs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <JobPhotos projectId={job.proid} jobId={job.id} jobName={job.name} kept={kept?.photos} />
    </Stack>
  );
}

interface JobPhotosProps {
  projectId: number;
  jobId: number;
  /** What a photo kept in the outbox is known by. */
  jobName?: string;
  /** The thumbnails kept on the device, shown while the job's photos cannot be read. */
  kept?: KeptPhoto[] | undefined;
}

export function JobPhotos({ projectId, jobId, jobName = '', kept }: JobPhotosProps) {
  const { t } = useTranslation();
  const owner = useOwner();
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
  // Photos waiting on the device count toward the job's limit, and offline the kept ones do.
  const queued = queuedPhotosOf(useOutbox(owner), jobId);
  const saved = (photos.data?.length ?? kept?.length ?? 0) + queued.length;
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

  // Without a signal the photos, made light, wait in the device's outbox (issue 13).
  const queue = async () => {
    const { sendJobPhotos } = await import('../../lib/photos/background-upload.js');
    const outcome = await sendJobPhotos(owner!, { id: jobId, proid: projectId, name: jobName }, files);
    setFiles([]);
    if (outcome === 'refused') toast.failure(t('jobs.photosFailed', { name: jobName }));
    else toast.success(t(outcome === 'queued' ? 'offline.savedOnDevice' : 'jobs.photosSent'));
  };

  const send = () => {
    if (files.length === 0) return;
    if (!photosFit(saved, files.length)) {
      setError(t('jobs.photoLimit', { count: available }));
      return;
    }
    if (!canSend() && owner) void queue();
    else void sender.start(files);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('jobs.photos')}
      </Title>
      {!photos.data && kept && kept.length > 0 ? (
        <KeptThumbs photos={kept} />
      ) : photos.isLoading ? null : !photos.data?.length ? (
        <Text size="sm" c="dimmed">
          {t('jobs.noPhotos')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3 }}>
          {photos.data.map((photo) => (
            <Thumbnail
              key={photo.id}
              photo={photo}
              onDelete={() => void deletePhotoAfterAsking(remove.mutateAsync, photo.id)}
            />
          ))}
        </SimpleGrid>
      )}
      {queued.length > 0 && (
        <>
          <Text size="sm">{t('offline.photosWaiting', { count: queued.length })}</Text>
          <KeptThumbs photos={queued} />
        </>
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
