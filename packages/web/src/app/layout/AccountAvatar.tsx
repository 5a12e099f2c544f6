import { Avatar, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../lib/files.js';

/** The signed-in account's logo (or initial), leading to the account screen. */
export function AccountAvatar({ name, logo }: { name: string; logo: string | null }) {
  const { t } = useTranslation();
  const url = useFileUrl(logo);
  return (
    <UnstyledButton component={Link} to="/account" aria-label={`${t('nav.account')}: ${name}`} visibleFrom="xs">
      <Avatar src={url} radius="xl" size={32} alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}
