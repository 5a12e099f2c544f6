import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_PROJECT, NEW_REMINDER, NewButton } from './NewButton.js';
import { OpenedMenu } from './MenuOnFirstPress.js';

/** The "Nuevo" menu once loaded: a new project or a new reminder. */
export function NewMenuOpen() {
  const { t } = useTranslation();
  return (
    <OpenedMenu target={(ref) => <NewButton ref={ref} />}>
      <Menu.Item component={Link} to={NEW_PROJECT}>
        {t('nav.newProject')}
      </Menu.Item>
      <Menu.Item component={Link} to={NEW_REMINDER}>
        {t('nav.newReminder')}
      </Menu.Item>
    </OpenedMenu>
  );
}
