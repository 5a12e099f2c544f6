import { useMediaQuery } from '@mantine/hooks';
import { useHydrated } from './hydrated.js';

let drawnWide = false;

/**
 * How the page being drawn on the server, or taken over in the browser, lays out lists whose
 * layout follows the screen: as for a wide screen, or as for a phone (docs/decisions/0010).
 */
export function drawAsWide(wide: boolean): void {
  drawnWide = wide;
}

/**
 * Whether a `min-width` media query matches, for a layout that changes with the screen. The server
 * cannot measure the screen: it draws as for a phone or a wide screen by what the browser says it
 * is. While the app takes such a page over this answers the same, then follows the screen; any
 * other render reads the screen at once, so a screen the app draws itself never shows the other
 * layout first.
 */
export function useMediaMatch(query: string): boolean {
  const hydrated = useHydrated();
  return useMediaQuery(query, drawnWide, { getInitialValueInEffect: !hydrated });
}
