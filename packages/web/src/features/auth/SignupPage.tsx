import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AUTH_TYPE } from '@obra/domain';
import { useSession } from '../../lib/session.js';
import { errorText } from '../../lib/problem-text.js';
import { verifyCode } from './api.js';
import { Spinner } from '../../components/Spinner.js';
import { lazyNamed } from '../../lib/lazy-named.js';

// The forms come after the code is accepted, so the first step of sign-up stays light.
const SignupForm = lazyNamed(() => import('./SignupForm.js'), 'SignupForm');

type Step = { kind: 'code' } | { kind: 'choose'; code: string } | { kind: 'form'; code: string; isCompany: boolean };

export function SignupPage() {
  const { t } = useTranslation();
  const { authType } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'code' });
  // Read from the field rather than kept in state: on the prerendered page the visitor may type
  // before the app has loaded, and hydration must not put a state's empty value over it.
  const codeField = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  // SPEC §2: a signed-in visitor is sent home.
  if (authType !== AUTH_TYPE.visitor) return <Navigate to="/" replace />;

  const checkCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = codeField.current?.value.trim() ?? '';
    // The button is never disabled (it must answer a press, even one made before the app loaded).
    if (code === '') {
      setError(t('signup.codeRequired'));
      return;
    }
    setError(null);
    setChecking(true);
    try {
      await verifyCode(code);
      setStep({ kind: 'choose', code });
    } catch (e) {
      // SPEC §5: a wrong code clears the field.
      if (codeField.current) codeField.current.value = '';
      setError(errorText(e));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Container size={step.kind === 'form' ? 720 : 480} px={0} py="lg">
      <Title order={1} size="h2" mb="md">
        {t('signup.title')}
      </Title>
      {step.kind === 'code' && (
        <Card withBorder padding="lg">
          {/* POST, never GET: a form sent before the app could take it (its script failed) must not put
              what was typed in the address. */}
          <form method="post" onSubmit={checkCode} noValidate>
            <Stack>
              <Text>{t('signup.codeHelp')}</Text>
              <TextInput
                label={t('signup.code')}
                ref={codeField}
                name="registrationCode"
                withAsterisk
                autoComplete="off"
                error={error}
              />
              <Button type="submit" loading={checking}>
                {t('signup.continue')}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
      {step.kind === 'choose' && (
        <Stack>
          <Text fw={600}>{t('signup.choose')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[true, false].map((isCompany) => (
              <UnstyledButton
                key={String(isCompany)}
                onClick={() => setStep({ kind: 'form', code: step.code, isCompany })}
              >
                <Card withBorder padding="lg" h="100%">
                  <Title order={2} size="h4">
                    {t(isCompany ? 'signup.companyForm' : 'signup.userForm')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(isCompany ? 'signup.companyFormHelp' : 'signup.userFormHelp')}
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {step.kind === 'form' && (
        <Stack>
          <Group>
            <Button variant="subtle" onClick={() => setStep({ kind: 'choose', code: step.code })}>
              ← {t('signup.back')}
            </Button>
          </Group>
          <Suspense fallback={<Spinner />}>
            <SignupForm registrationCode={step.code} isCompany={step.isCompany} />
          </Suspense>
        </Stack>
      )}
      {error && step.kind !== 'code' && <Alert color="red">{error}</Alert>}
    </Container>
  );
}
