import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A map search for an address: on a phone it opens the maps app, ready to give directions. */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A job site's address that opens in a map, for the worker on the way there. */
export function AddressLink({ address, size = 'sm' }: { address: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  if (address.trim() === '') return null;
  return (
    <Anchor
      href={mapsUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      title={t('jobs.openMap')}
      className="touch-target"
      style={{ overflowWrap: 'anywhere', justifyContent: 'flex-start' }}
    >
      {address}
    </Anchor>
  );
}
