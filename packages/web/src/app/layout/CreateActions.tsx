import { Box, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const NEW_REMINDER = '/dashboard?nuevo=recordatorio';
const NEW_PROJECT = '/projects?nuevo=proyecto';

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
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-sm">+ {t('nav.new')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={NEW_PROJECT}>
              {t('nav.newProject')}
            </Menu.Item>
            <Menu.Item component={Link} to={NEW_REMINDER}>
              {t('nav.newReminder')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}
