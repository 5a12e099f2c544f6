import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../lib/files.js';

/** The account's logo (or initial): the account menu's button, before and after the menu loads. */
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
