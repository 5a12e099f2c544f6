import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

export const NEW_REMINDER = '/dashboard?nuevo=recordatorio';
export const NEW_PROJECT = '/projects?nuevo=proyecto';

/** The "Nuevo" menu's button, before and after the menu loads. */
export function NewButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Button size="compact-sm" aria-haspopup="menu" {...props}>
      + {t('nav.new')}
    </Button>
  );
}
