import { PasswordInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** A new password typed twice: a typo in a password nobody sees would lock its owner out. */
export function NewPasswordFields<T extends NewPassword>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const { register, formState, getValues } = form as unknown as UseFormReturn<NewPassword>;
  return (
    <>
      <PasswordInput
        label={t('password.newPassword')}
        autoComplete="new-password"
        withAsterisk
        {...register('password', { validate: (v) => v !== '' || t('password.required') })}
        error={formState.errors.password?.message}
      />
      <PasswordInput
        label={t('password.repeat')}
        autoComplete="new-password"
        withAsterisk
        {...register('repeat', { validate: (v) => v === getValues('password') || t('password.mismatch') })}
        error={formState.errors.repeat?.message}
      />
    </>
  );
}
