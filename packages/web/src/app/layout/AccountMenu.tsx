import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFileUrl } from '../../lib/files.js';

/** The signed-in account's logo (or initial), opening its account screen and the logout. */
export function AccountMenu({ name, logo, onLogout }: { name: string; logo: string | null; onLogout: () => void }) {
  const { t } = useTranslation();
  const url = useFileUrl(logo);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${t('nav.account')}: ${name}`}>
          <Avatar src={url} radius="xl" size={32} alt="">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
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
