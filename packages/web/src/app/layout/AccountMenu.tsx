import { Avatar, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../lib/files.js';

export interface AccountMenuProps {
  name: string;
  logo: string | null;
  onLogout: () => void;
}

// The menu (and the floating-UI code under it) loads on the first press of its button.
const AccountMenuOpen = lazy(async () => ({ default: (await import('./AccountMenuOpen.js')).AccountMenuOpen }));

/** The signed-in account's logo (or initial), opening its account screen and the logout. */
export function AccountMenu(props: AccountMenuProps) {
  const [used, setUsed] = useState(false);
  const button = <AccountButton name={props.name} logo={props.logo} onClick={() => setUsed(true)} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenuOpen {...props} />
    </Suspense>
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
    <UnstyledButton aria-label={`${t('nav.account')}: ${name}`} aria-haspopup="menu" {...button}>
      <Avatar src={url} radius="xl" size={32} alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}
