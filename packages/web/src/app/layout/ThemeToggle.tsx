import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/LineIcon.js';

/**
 * Light/dark, kept by Mantine's manager in localStorage under 'color' (SPEC §1). Both drawings are
 * in the page and the scheme's CSS shows one, so the prerendered page and the app agree on it.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('nav.theme')}
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      <Box component="span" lightHidden>
        <LineIcon>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </LineIcon>
      </Box>
      <Box component="span" darkHidden>
        <LineIcon>
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </LineIcon>
      </Box>
    </ActionIcon>
  );
}
