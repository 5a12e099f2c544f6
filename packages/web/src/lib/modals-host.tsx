import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsMounted } from './hosts.js';

/**
 * Mantine's modal manager, loaded after the first paint: it brings the modal, focus trap and
 * scroll lock code a visitor's first page does not need. It listens for the `modals.*` events on
 * its own, so it holds no children; this component's effect runs after the provider's, once it
 * listens.
 */
export function ModalsHost() {
  useEffect(modalsMounted, []);
  return <ModalsProvider />;
}
