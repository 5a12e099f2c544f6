import { Image, Text, UnstyledButton } from '@mantine/core';
import { LayeredModal } from '../lib/LayeredModal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../lib/files.js';
import { fileNameOf } from '../lib/photos/photos.js';

/** A stored photo's thumbnail that opens the full image in a modal. */
export function PhotoThumb({
  url,
  thumbUrl,
  alt,
  height = 96,
}: {
  url: string;
  thumbUrl?: string | null;
  alt: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const src = useFileUrl(fileNameOf(thumbUrl ?? url));
  const full = useFileUrl(open ? fileNameOf(url) : null);
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('photos.open')}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        {src ? (
          <Image src={src} alt={alt} h={height} w="100%" maw="100%" fit="cover" radius="sm" />
        ) : (
          <Text size="xs" h={height}>
            {alt}
          </Text>
        )}
      </UnstyledButton>
      <LayeredModal opened={open} onClose={() => setOpen(false)} title={alt} size="xl">
        {full ? <Image src={full} alt={alt} fit="contain" mah="75vh" /> : null}
      </LayeredModal>
    </>
  );
}
