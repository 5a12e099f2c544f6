import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/problem-text.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { AccountCard } from './AccountCard.js';
import { forgotPassword } from './api.js';

const resolver = schemaResolver<{ email: string }>((forms) => forms.forgotPasswordForm);

/** "I forgot my password": the server mails a one-time link, and answers the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: { email: string }) => {
    setError(null);
    try {
      await forgotPassword(email.trim());
      setSent(true);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <AccountCard title={t('password.forgotTitle')}>
      {sent ? (
        <Alert color="green" role="status">
          {t('password.sent')}
        </Alert>
      ) : (
        <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack>
            <Text size="sm">{t('password.forgotHelp')}</Text>
            <TextInput
              type="email"
              label={t('password.email')}
              autoComplete="email"
              withAsterisk
              {...register('email')}
              error={formState.errors.email?.message}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={formState.isSubmitting}>
              {t('password.send')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
