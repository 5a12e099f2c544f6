import { ActionIcon, Button, FileInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.js';
import { PhotoSendStatus } from '../../lib/photos/PhotoSendStatus.js';
import { usePhotoSender } from '../../lib/photos/usePhotoSender.js';
import { PHOTO_ACCEPT } from '../../lib/photos/photos.js';
import { useDeleteProjectPhoto, useProjectPhotos, useUploadProjectPhotos } from './photos-api.js';
import { deletePhotoAfterAsking } from '../../lib/photos/deletePhoto.js';
import { PhotoThumb } from '../../components/PhotoThumb.js';

/** The project's own photos: the owner side uploads and deletes them; the client and workers only see them. */
export function ProjectPhotos({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const photos = useProjectPhotos(projectId);
  const upload = useUploadProjectPhotos(projectId);
  const remove = useDeleteProjectPhoto(projectId);
  const [files, setFiles] = useState<File[]>([]);
  const sender = usePhotoSender(
    (chosen, transfer) => upload.mutateAsync({ photos: chosen, transfer }),
    () => {
      setFiles([]);
      toast.success(t('photos.uploaded'));
    },
  );
  const sendButton = useRef<HTMLButtonElement>(null);
  const list = (photos.data ?? []).filter((p) => p.kind === 'project');

  const choose = (chosen: File[]) => {
    sender.reset();
    setFiles(chosen);
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
            onChange={choose}
            disabled={sender.busy}
          />
          <PhotoSendStatus sender={sender} sendButton={sendButton} />
          <Group justify="flex-end">
            <Button
              ref={sendButton}
              variant="light"
              onClick={() => void sender.start(files)}
              disabled={files.length === 0 || sender.busy}
            >
              {t('photos.upload')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
