import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountButton, type AccountMenuProps } from './AccountMenu.js';

/** The account menu once loaded: it opens at once, as the press that loaded it asked. */
export function AccountMenuOpen({ name, logo, onLogout }: AccountMenuProps) {
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
        <AccountButton name={name} logo={logo} ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/account">
          {t('nav.account')}
        </Menu.Item>
        <Menu.Item color="red" onClick={onLogout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
