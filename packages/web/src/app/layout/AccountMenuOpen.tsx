import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountButton, type AccountMenuProps } from './AccountMenu.js';

/** The account menu once loaded: it opens at once, as the press that loaded it asked. */
export function AccountMenuOpen({ name, logo, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <AccountButton name={name} logo={logo} />
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
