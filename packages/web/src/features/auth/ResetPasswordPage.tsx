import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../lib/problem-text.js';
import { AccountCard } from './AccountCard.js';
import { resetPassword } from './api.js';
import { NewPasswordFields, type NewPassword } from '../../components/NewPasswordFields.js';

/** The page a reset mail's link opens: a new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewPassword>({ defaultValues: { password: '', repeat: '' } });

  const onSubmit = async ({ password }: NewPassword) => {
    setError(null);
    try {
      await resetPassword(token, password);
      setSaved(true);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <AccountCard title={t('password.resetTitle')}>
      {saved ? (
        <Alert color="green" role="status">
          {t('password.saved')}
        </Alert>
      ) : token === '' ? (
        <Alert color="red" role="alert">
          {t('password.noToken')}
        </Alert>
      ) : (
        <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <Stack>
            <Text size="sm">{t('password.resetHelp')}</Text>
            <NewPasswordFields form={form} />
            {error && (
              <Alert color="red" role="alert">
                {error}{' '}
                <Anchor component={Link} to="/forgot-password">
                  {t('password.askAgain')}
                </Anchor>
              </Alert>
            )}
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('password.save')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
