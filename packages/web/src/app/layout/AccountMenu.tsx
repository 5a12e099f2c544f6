import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../lib/files.js';
import { lazyNamed } from '../../lib/lazy-named.js';
import { MenuOnFirstPress } from './MenuOnFirstPress.js';

export interface AccountMenuProps {
  name: string;
  logo: string | null;
  onLogout: () => void;
}

// The menu (and the floating-UI code under it) loads on the first press of its button.
const AccountMenuOpen = lazyNamed(() => import('./AccountMenuOpen.js'), 'AccountMenuOpen');

/** The signed-in account's logo (or initial), opening its account screen and the logout. */
export function AccountMenu(props: AccountMenuProps) {
  return (
    <MenuOnFirstPress
      button={(press) => <AccountButton name={props.name} logo={props.logo} onClick={press} />}
      menu={<AccountMenuOpen {...props} />}
    />
  );
}

export function AccountButton({
  name,
  logo,
  ...button
}: { name: string; logo: string | null } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const url = useFileUrl(logo);
  return (
    <UnstyledButton
      className="touch-target"
      aria-label={`${t('nav.account')}: ${name}`}
      aria-haspopup="menu"
      {...button}
    >
      <Avatar src={url} radius="xl" size={32} alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}
