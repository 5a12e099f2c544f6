import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeletePhoto, useJobPhotos } from '../../lib/queries/job-photos.js';
import { deletePhotoAfterAsking } from '../../lib/photos/deletePhoto.js';
import { PhotoThumb } from '../../components/PhotoThumb.js';

/** The id of a job's photo panel, for the toggle's aria-controls. */
export const jobPhotosPanelId = (jobId: number) => `job-photos-${jobId}`;

/**
 * The button that shows or hides a job's photos. It asks for nothing itself: the count appears
 * once the photos were opened (and so fetched) once.
 */
export function JobPhotosToggle({
  jobId,
  jobName,
  opened,
  onToggle,
}: {
  jobId: number;
  jobName: string;
  opened: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const photos = useJobPhotos(jobId, false);
  const count = photos.data?.length;
  return (
    <Button
      size="compact-sm"
      variant={opened ? 'filled' : 'light'}
      color="teal"
      aria-expanded={opened}
      aria-controls={opened ? jobPhotosPanelId(jobId) : undefined}
      title={t('details.photosOf', { name: jobName })}
      onClick={onToggle}
      data-testid="job-photos-toggle"
    >
      {count === undefined ? t('details.photos') : t('details.photosCount', { count })}
    </Button>
  );
}

/** A job's photos, fetched when the panel opens; the owner side may delete them, as in the job modal. */
export function JobPhotosPanel({ jobId, jobName, canDelete }: { jobId: number; jobName: string; canDelete: boolean }) {
  const { t } = useTranslation();
  const photos = useJobPhotos(jobId);
  const remove = useDeletePhoto(jobId);

  let body;
  if (photos.isPending) {
    body = (
      <Text size="sm" c="dimmed">
        {t('details.photosLoading')}
      </Text>
    );
  } else if (photos.isError) {
    body = (
      <Text size="sm" c="red" role="alert">
        {t('details.photosFailed')}
      </Text>
    );
  } else if (photos.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('jobs.noPhotos')}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs">
        {photos.data.map((photo) => (
          <Stack key={photo.id} gap={2} data-testid="job-photo">
            <PhotoThumb
              url={photo.url}
              thumbUrl={photo.thumbUrl}
              alt={t('details.photoAlt', { name: photo.originalName })}
              height={88}
            />
            {canDelete && (
              <Group justify="center">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('details.deletePhoto')}
                  loading={remove.isPending && remove.variables === photo.id}
                  onClick={() => void deletePhotoAfterAsking(remove.mutateAsync, photo.id)}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <section
      id={jobPhotosPanelId(jobId)}
      aria-label={t('details.photosOf', { name: jobName })}
      data-testid="job-photos"
      style={{ minWidth: 0 }}
    >
      {body}
    </section>
  );
}
