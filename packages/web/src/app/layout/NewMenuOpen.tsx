import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_PROJECT, NEW_REMINDER, NewButton } from './CreateActions.js';

/** The "Nuevo" menu once loaded: it opens at once, as the press that loaded it asked. */
export function NewMenuOpen() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <NewButton />
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
  );
}
