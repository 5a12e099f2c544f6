import { PasswordInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../lib/schema-resolver.js';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** The forms of a new password check it with the domain's rules: its length, and the repeat matching it. */
export const newPasswordResolver = schemaResolver<NewPassword>((forms) => forms.newPasswordForm);

/** A new password typed twice: a typo in a password nobody sees would lock its owner out. */
export function NewPasswordFields<T extends NewPassword>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const { register, formState } = form as unknown as UseFormReturn<NewPassword>;
  return (
    <>
      <PasswordInput
        data-autofocus
        label={t('password.newPassword')}
        autoComplete="new-password"
        withAsterisk
        {...register('password')}
        error={formState.errors.password?.message}
      />
      <PasswordInput
        label={t('password.repeat')}
        autoComplete="new-password"
        withAsterisk
        {...register('repeat')}
        error={formState.errors.repeat?.message}
      />
    </>
  );
}
