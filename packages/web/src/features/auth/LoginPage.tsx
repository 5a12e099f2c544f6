import { Alert, Anchor, Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AUTH_TYPE, authTypeOf } from '@obra/domain';
import { ApiError } from '../../lib/api.js';
import { errorText } from '../../lib/problem-text.js';
import { homeFor, useSession } from '../../lib/session.js';
import { login } from '../../lib/login.js';
import { registrationOpen } from './api.js';

interface Values {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { authType, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const registration = useQuery({ queryKey: ['registration'], queryFn: registrationOpen });
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { username: '', password: '' } });

  if (authType !== AUTH_TYPE.visitor) return <Navigate to={homeFor(authType)} replace />;

  const onSubmit = async ({ username, password }: Values) => {
    setError(null);
    try {
      const result = await login(username, password);
      signIn(result);
      const from = (location.state as { from?: string } | null)?.from;
      const home = homeFor(authTypeOf(result.isCompany, result.userType));
      navigate(from && from !== '/login' ? from : home, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setError(t('login.failed'));
      else setError(t('login.failedWith', { error: errorText(e) }));
    }
  };

  const closed = registration.data?.open === false;
  return (
    <Container size={420} px={0} py="xl">
      <Card withBorder padding="lg">
        <Title order={1} size="h2" mb="md">
          {t('login.title')}
        </Title>
        {/* POST, never GET: a form sent before the app could take it (its script failed) must not put
            what was typed in the address. */}
        <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack>
            <TextInput
              label={t('login.username')}
              autoComplete="username"
              withAsterisk
              {...register('username', { validate: (v) => v.trim() !== '' || t('login.required') })}
              error={formState.errors.username?.message}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              withAsterisk
              {...register('password', { validate: (v) => v !== '' || t('login.required') })}
              error={formState.errors.password?.message}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={formState.isSubmitting}>
              {t('login.submit')}
            </Button>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Stack>
        </form>
        <Text size="sm" mt="md">
          {t('login.noAccount')}{' '}
          {closed ? (
            <Text span c="dimmed" role="note">
              {t('login.registrationClosed')}
            </Text>
          ) : (
            // Underlined: in the dark theme its colour alone is too close to the sentence around it.
            <Anchor component={Link} to="/signup" underline="always">
              {t('login.signup')}
            </Anchor>
          )}
        </Text>
      </Card>
    </Container>
  );
}
