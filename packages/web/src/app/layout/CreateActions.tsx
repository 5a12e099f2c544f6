import { Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.js';
import { MenuOnFirstPress } from './MenuOnFirstPress.js';
import { NEW_PROJECT, NEW_REMINDER, NewButton } from './NewButton.js';
import classes from './CreateActions.module.css';

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
      <Group gap={4} wrap="nowrap" className={classes.both}>
        <Button size="compact-sm" variant="outline" component={Link} to={NEW_REMINDER}>
          {t('nav.newReminder')}
        </Button>
        <Button size="compact-sm" component={Link} to={NEW_PROJECT}>
          {t('nav.newProject')}
        </Button>
      </Group>
      <Box visibleFrom="xs" className={classes.menu}>
        <MenuOnFirstPress button={(press) => <NewButton onClick={press} />} menu={<NewMenuOpen />} />
      </Box>
    </>
  );
}
