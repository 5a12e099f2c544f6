import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountButton } from './AccountButton.js';
import type { AccountMenuProps } from './AccountMenu.js';
import { OpenedMenu } from './MenuOnFirstPress.js';

/** The account menu once loaded: the account screen and the logout. */
export function AccountMenuOpen({ name, logo, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <OpenedMenu target={(ref) => <AccountButton name={name} logo={logo} ref={ref} />}>
      <Menu.Label>{name}</Menu.Label>
      <Menu.Item component={Link} to="/account">
        {t('nav.account')}
      </Menu.Item>
      <Menu.Item color="red" onClick={onLogout}>
        {t('nav.logout')}
      </Menu.Item>
    </OpenedMenu>
  );
}
