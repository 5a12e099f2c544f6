import { Box, Button, Group } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.js';
import { MenuOnFirstPress } from './MenuOnFirstPress.js';

export const NEW_REMINDER = '/dashboard?nuevo=recordatorio';
export const NEW_PROJECT = '/projects?nuevo=proyecto';

// The menu (and the floating-UI code under it) loads on the first press of its button.
const NewMenuOpen = lazyNamed(() => import('./NewMenuOpen.js'), 'NewMenuOpen');

/**
 * 'Nuevo Recordatorio' and 'Nuevo Proyecto' (SPEC §2, types 1 and 3): two buttons where the header
 * has room, one "Nuevo" menu with both where it has not.
 */
export function CreateActions() {
  const { t } = useTranslation();
  return (
    <>
      <Group gap={4} wrap="nowrap" visibleFrom="xl">
        <Button size="compact-sm" variant="outline" component={Link} to={NEW_REMINDER}>
          {t('nav.newReminder')}
        </Button>
        <Button size="compact-sm" component={Link} to={NEW_PROJECT}>
          {t('nav.newProject')}
        </Button>
      </Group>
      <Box hiddenFrom="xl" visibleFrom="xs">
        <MenuOnFirstPress button={(press) => <NewButton onClick={press} />} menu={<NewMenuOpen />} />
      </Box>
    </>
  );
}

export function NewButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Button size="compact-sm" aria-haspopup="menu" {...props}>
      + {t('nav.new')}
    </Button>
  );
}
