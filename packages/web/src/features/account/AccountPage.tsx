import '../../styles/work.css';
import { useUnsavedPage } from '../../lib/unsaved-page.js';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  FileInput,
  Group,
  Input,
  PasswordInput,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TERMS_MAX, TRADES, type CompanyAccount, type Language, type UserAccount } from '@obra/domain';
import { Spinner } from '../../components/Spinner.js';
import { get, post, qs } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { useFileUrl } from '../../lib/files.js';
import { hashPassword } from '../../lib/hash.js';
import { errorText } from '../../lib/problem-text.js';
import { addTexts, setLanguage } from '../../lib/i18n.js';
import { billingTermsTexts } from '../../locales/billing/terms.js';
import { schemaResolver } from '../../lib/schema-resolver.js';
import { useSession } from '../../lib/session.js';
import { uploadLogo } from '../../lib/logo.js';
import { ContactFields, type ContactValues } from '../../components/ContactFields.js';
import { LanguageSelect } from '../../components/LanguageSelect.js';
import { lazyNamed } from '../../lib/lazy-named.js';
import { useNearScreen } from '../../lib/near-screen.js';

const ClientNoticeSwitches = lazyNamed(() => import('./ClientNoticeSwitches.js'), 'ClientNoticeSwitches');

addTexts(billingTermsTexts);

// Issue 14: the company's account gains its estimates' default terms, not yet in the domain's type.
type Account = CompanyAccount | UserAccount;

interface Values extends ContactValues {
  field: string;
  language: Language;
  timeZone: string;
  /** The company's default terms of its estimates. */
  estimateTerms: string;
  newPassword: string;
}

const resolver = schemaResolver<Values>((forms) => forms.accountForm);

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];

export function AccountPage() {
  const { t } = useTranslation();
  const { account: session, update } = useSession();
  const queryClient = useQueryClient();
  const isCompany = session?.isCompany ?? false;
  const key = ['account', session?.id, isCompany];
  const account = useQuery({
    queryKey: key,
    enabled: session !== null,
    queryFn: () => get<Account>(`/account/get/${isCompany ? 'company' : 'user'}${qs({ account: session!.id })}`),
  });
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const logoUrl = useFileUrl(account.data?.logo);
  const { register, control, handleSubmit, reset, formState } = useForm<Values>({ resolver });
  useUnsavedPage(formState.isDirty);
  // A switch saved on its own changes the cached account, not the form: what is typed there stays.
  const switchSaved = useRef(false);
  const [switchesPlace, switchesNear] = useNearScreen<HTMLDivElement>();

  useEffect(() => {
    const a = account.data;
    if (!a) return;
    if (switchSaved.current) {
      switchSaved.current = false;
      return;
    }
    reset({
      name: a.name,
      email: a.email,
      phone: a.phone,
      address: a.address,
      city: a.city,
      state: a.state,
      zip: a.zip,
      field: a.field,
      language: a.language,
      timeZone: a.isCompany ? a.timeZone : '',
      estimateTerms: a.isCompany ? (a.estimateTerms ?? '') : '',
      newPassword: '',
    });
  }, [account.data, reset]);

  const save = useMutation({
    mutationFn: async (values: Values) => {
      const { newPassword, timeZone, estimateTerms, ...fields } = values;
      const body = {
        ...fields,
        id: session!.id,
        ...(isCompany ? { timeZone, estimateTerms } : {}),
        ...(newPassword ? { password: await hashPassword(newPassword) } : {}),
      };
      const saved = await post<Account>(`/account/update/${isCompany ? 'company' : 'user'}`, body);
      if (logoFile) saved.logo = await uploadLogo(session!.id, isCompany, logoFile);
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      update({
        name: saved.name,
        logo: saved.logo,
        language: saved.language,
        ...(saved.isCompany ? { timeZone: saved.timeZone } : {}),
      });
      setLanguage(saved.language, false);
      setLogoFile(null);
      toast.success(t('account.updated', { lng: saved.language }));
    },
    onError: (e) => toast.failure(`${t('account.updateFailed')}: ${errorText(e)}`),
  });

  if (account.isPending) return <Spinner />;
  if (account.isError) return <Alert color="red">{errorText(account.error)}</Alert>;
  const a = account.data;
  const typeLabel = a.isCompany ? t('account.types.company') : t(`account.types.${a.userType}`);

  return (
    <Container size="md" px={0}>
      <Group mb="lg" gap="md">
        <Avatar src={logoUrl} size="lg" radius="md" alt="">
          {a.name.slice(0, 1)}
        </Avatar>
        <div>
          <Title order={1} size="h2">
            {t('account.title')}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{typeLabel}</Badge>
            {a.isCompany && <Badge variant="outline">{t(`plans.${a.plan}.name`)}</Badge>}
            {!a.isCompany && a.companyName && <Text size="sm">{a.companyName}</Text>}
          </Group>
        </div>
      </Group>
      {a.isCompany && (
        <Card withBorder mb="lg">
          <Text fw={600}>{t('account.identifier')}</Text>
          <Text ff="monospace" size="lg" data-testid="company-identifier">
            {a.identifier}
          </Text>
          <Text size="sm" c="dimmed">
            {t('account.identifierHelp')}
          </Text>
        </Card>
      )}
      <Card withBorder padding="lg">
        <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate>
          <Stack>
            <ContactFields register={register} errors={formState.errors} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(a.isCompany || a.userType !== 'client') && (
                <Controller
                  control={control}
                  name="field"
                  render={({ field }) => (
                    <NativeSelect
                      label={t('signup.field')}
                      data={[
                        { value: '', label: t('app.choose') },
                        ...new Set([...TRADES, field.value].filter(Boolean)),
                      ]}
                      value={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.value)}
                    />
                  )}
                />
              )}
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <LanguageSelect label={t('account.language')} value={field.value} onChange={field.onChange} />
                )}
              />
              {a.isCompany && (
                <Controller
                  control={control}
                  name="timeZone"
                  render={({ field }) => (
                    <NativeSelect
                      label={t('account.timeZone')}
                      data={[...new Set([...TIME_ZONES, field.value].filter(Boolean))]}
                      value={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.value)}
                    />
                  )}
                />
              )}
              <PasswordInput
                label={t('account.newPassword')}
                autoComplete="new-password"
                {...register('newPassword')}
                error={formState.errors.newPassword?.message}
              />
              <FileInput
                label={t('account.logo')}
                description={t('signup.logoHelp')}
                accept="image/jpeg,image/png,image/webp"
                value={logoFile}
                onChange={setLogoFile}
                clearable
              />
            </SimpleGrid>
            {a.isCompany && (
              // A plain text area in Mantine's frame: its Textarea would bring its autosize code to
              // this page's first load for one field (the signed-in script budget).
              <Input.Wrapper
                id="estimate-terms"
                label={t('billingTerms.label')}
                description={t('billingTerms.help')}
                error={formState.errors.estimateTerms?.message}
              >
                <Input
                  id="estimate-terms"
                  component="textarea"
                  rows={5}
                  maxLength={TERMS_MAX}
                  error={Boolean(formState.errors.estimateTerms)}
                  aria-describedby={
                    formState.errors.estimateTerms
                      ? 'estimate-terms-description estimate-terms-error'
                      : 'estimate-terms-description'
                  }
                  styles={{ input: { paddingBlock: 8, minHeight: 120, resize: 'vertical' } }}
                  {...register('estimateTerms')}
                />
              </Input.Wrapper>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('app.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {/* Below the form: its code loads when it comes onto the screen. */}
      <div ref={switchesPlace}>
        {a.isCompany && switchesNear && (
          <Suspense fallback={null}>
            <ClientNoticeSwitches
              account={a}
              onSaved={(saved) => {
                const before = queryClient.getQueryData(key);
                // Data equal to the cached draws nothing: then no reset is coming to skip.
                switchSaved.current = queryClient.setQueryData(key, saved) !== before;
              }}
            />
          </Suspense>
        )}
      </div>
    </Container>
  );
}
