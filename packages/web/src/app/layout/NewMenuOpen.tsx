import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_PROJECT, NEW_REMINDER, NewButton } from './CreateActions.js';

/** The "Nuevo" menu once loaded: it opens at once, as the press that loaded it asked. */
export function NewMenuOpen() {
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // This button replaced the one that was pressed: it takes the focus first, so the menu opens
  // from it and gives the focus back to it when it closes.
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <NewButton ref={button} />
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
