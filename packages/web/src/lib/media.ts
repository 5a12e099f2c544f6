import { useMediaQuery } from '@mantine/hooks';
import { useHydrated } from './hydrated.js';

/**
 * Whether a media query matches, for a layout that changes with the screen. A page drawn on the
 * server cannot know the screen and is drawn as for a phone, where the query does not match: while
 * the app takes such a page over, this answers the same, then follows the screen. Any other render
 * reads the screen at once, so a screen the app draws itself never shows the other layout first.
 */
export function useMediaMatch(query: string): boolean {
  const hydrated = useHydrated();
  return useMediaQuery(query, false, { getInitialValueInEffect: !hydrated });
}
