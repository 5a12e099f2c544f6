import { Alert, Button, Card, Container, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authTypeOf } from '@obra/domain';
import { toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { useLanguage } from '../../lib/i18n.js';
import { homeFor, useSession } from '../../lib/session.js';
import { login } from '../../lib/login.js';
import { acceptInvitation, showInvitation, type InvitationAnswer } from './api.js';

/**
 * The page an invitation mail's link opens: who invites, for what; the person chooses their
 * username and password (a worker also their name, phone and trade) and is signed in.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    enabled: token !== '',
    retry: false,
    queryFn: () => showInvitation(token),
  });
  const { register, handleSubmit, formState } = useForm<InvitationAnswer>({
    values: {
      username: '',
      password: '',
      name: invitation.data?.name ?? '',
      phone: '',
      field: '',
      language,
    },
  });

  const data = invitation.data;
  const worker = data !== undefined && data.role !== 'client';
  const required = (v: string) => v.trim() !== '' || t('invitation.required');

  const onSubmit = async (answer: InvitationAnswer) => {
    setError(null);
    try {
      await acceptInvitation(token, answer);
      const session = await login(answer.username, answer.password);
      signIn(session);
      toast.success(t('invitation.welcome', { company: data?.company ?? '' }));
      navigate(homeFor(authTypeOf(session.isCompany, session.userType)), { replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Container size={480} px={0} py="xl">
      <Card withBorder padding="lg">
        {token === '' || invitation.isError ? (
          <Alert color="red" role="alert">
            {t('invitation.invalid')}
          </Alert>
        ) : !data ? (
          <Stack align="center" role="status">
            <Loader size="sm" />
            <Text>{t('invitation.loading')}</Text>
          </Stack>
        ) : (
          <>
            <Title order={1} size="h2" mb="xs">
              {t('invitation.title', { company: data.company })}
            </Title>
            <Text mb="xs">
              {t(worker ? 'invitation.forWorker' : 'invitation.forClient', { company: data.company })}
            </Text>
            <Text size="sm" c="dimmed" mb="md">
              {t('invitation.email', { email: data.email })}
            </Text>
            <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
              <Stack>
                <TextInput
                  label={t('invitation.name')}
                  autoComplete="name"
                  withAsterisk
                  {...register('name', { validate: required })}
                  error={formState.errors.name?.message}
                />
                <TextInput
                  type="tel"
                  label={t('invitation.phone')}
                  autoComplete="tel"
                  placeholder="801-555-0123"
                  withAsterisk
                  {...register('phone', { validate: required })}
                  error={formState.errors.phone?.message}
                />
                {worker && (
                  <TextInput
                    label={t('invitation.field')}
                    withAsterisk
                    {...register('field', { validate: required })}
                    error={formState.errors.field?.message}
                  />
                )}
                <TextInput
                  label={t('invitation.username')}
                  autoComplete="username"
                  withAsterisk
                  {...register('username', { validate: required })}
                  error={formState.errors.username?.message}
                />
                <PasswordInput
                  label={t('invitation.password')}
                  autoComplete="new-password"
                  withAsterisk
                  {...register('password', { validate: (v) => v !== '' || t('invitation.required') })}
                  error={formState.errors.password?.message}
                />
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <Button type="submit" loading={formState.isSubmitting}>
                  {t('invitation.accept')}
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Card>
    </Container>
  );
}
