import { ActionIcon, Alert, Button, FileInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.js';
import { translateMessage } from '../../lib/i18n.js';
import { PHOTO_ACCEPT } from '../jobs/photos.js';
import { useDeleteProjectPhoto, useProjectPhotos, useUploadProjectPhotos } from './api.js';
import { deletePhotoAfterAsking } from './deletePhoto.js';
import { PhotoThumb } from './PhotoThumb.js';

/** The project's own photos: the owner side uploads and deletes them; the client and workers only see them. */
export function ProjectPhotos({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const photos = useProjectPhotos(projectId);
  const upload = useUploadProjectPhotos(projectId);
  const remove = useDeleteProjectPhoto(projectId);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const list = (photos.data ?? []).filter((p) => p.kind === 'project');

  const send = async () => {
    if (files.length === 0) return;
    try {
      await upload.mutateAsync(files);
      setFiles([]);
      setError(null);
      toast.success(t('photos.uploaded'));
    } catch (e) {
      setError(translateMessage((e as Error).message));
    }
  };

  return (
    <Stack gap="xs" data-testid="project-photos">
      <Title order={3} size="h5">
        {t('photos.title')}
      </Title>
      {photos.isLoading ? null : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('photos.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }}>
          {list.map((photo) => (
            <Stack key={photo.id} gap={4} align="stretch" data-testid="project-photo">
              <PhotoThumb
                url={photo.url}
                thumbUrl={photo.thumbUrl}
                alt={t('photos.alt', { name: photo.originalName })}
              />
              {canEdit && (
                <Group justify="center">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('photos.delete')}
                    onClick={() => void deletePhotoAfterAsking(remove.mutateAsync, photo.id)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {canEdit && (
        <>
          <FileInput
            multiple
            clearable
            accept={PHOTO_ACCEPT}
            label={t('photos.add')}
            placeholder={t('photos.choose')}
            value={files}
            onChange={setFiles}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="light"
              onClick={() => void send()}
              loading={upload.isPending}
              disabled={files.length === 0}
            >
              {t('photos.upload')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
