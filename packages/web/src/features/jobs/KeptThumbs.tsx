import { Image, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeptPhoto } from '../../lib/offline/db.js';

/**
 * A job's photo thumbnails as kept on the device (issue 13), shown without a signal from their
 * blobs; the object URLs go with the dialog.
 */
export function KeptThumbs({ photos }: { photos: KeptPhoto[] }) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photo.blob));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }}>
      {photos.map((photo, i) =>
        urls[i] ? (
          <Image
            key={photo.id}
            src={urls[i]}
            alt={t('jobs.photoAlt', { name: photo.name })}
            h={96}
            w="100%"
            fit="cover"
            radius="sm"
          />
        ) : null,
      )}
    </SimpleGrid>
  );
}
