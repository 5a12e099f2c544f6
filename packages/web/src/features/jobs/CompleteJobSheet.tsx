import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { ListedJob } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton, LayeredModal } from '../../lib/LayeredModal.js';
import { PHOTO_ACCEPT, photosAvailable, photosFit } from '../../lib/photos/photos.js';
import { useJobPhotos } from '../../lib/queries/job-photos.js';

/**
 * Completing a job from the Jobs screen: Completar, then "Agregar fotos" opens the phone's camera,
 * then Confirmar; three taps. The photos go up after the sheet has closed.
 */
export function CompleteJobSheet({
  job,
  onClose,
  onConfirm,
}: {
  job: ListedJob;
  onClose: () => void;
  onConfirm: (photos: File[]) => void;
}) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<File[]>([]);
  const saved = useJobPhotos(job.id).data?.length ?? 0;
  const fits = photosFit(saved, photos.length);

  return (
    <LayeredModal
      opened
      onClose={onClose}
      unsaved={photos.length > 0}
      title={t('jobs.completeTitle', { name: job.name })}
    >
      <Stack gap="md">
        <Text>{t('jobs.completeConfirm')}</Text>
        <Group gap="xs" wrap="wrap">
          <FileButton
            onChange={(chosen) => setPhotos((current) => [...current, ...chosen])}
            accept={PHOTO_ACCEPT}
            capture="environment"
            multiple
          >
            {(props) => (
              <Button variant="light" {...props}>
                {t('jobs.takePhotos')}
              </Button>
            )}
          </FileButton>
          {photos.length > 0 && (
            <Text size="sm" data-testid="chosen-photos">
              {t('jobs.photosChosen', { count: photos.length })}
            </Text>
          )}
        </Group>
        {!fits && (
          <Text size="sm" c="red" role="alert">
            {t('jobs.photoLimit', { count: photosAvailable(saved) })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <DialogCloseButton>{t('app.cancel')}</DialogCloseButton>
          <Button color="green" disabled={!fits} onClick={() => onConfirm(photos)}>
            {t('jobs.confirmComplete')}
          </Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}
