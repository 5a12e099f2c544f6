import '../../styles/work.css';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  PasswordInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TRADES, authTypeOf, type Language, type SignupUserType } from '@obra/domain';
import { post } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { hashPassword, hashUsername } from '../../lib/hash.js';
import { errorText, problemText } from '../../lib/problem-text.js';
import { required, signupPhoneRule } from '../../lib/rules.js';
import { homeFor, useSession } from '../../lib/session.js';
import { ContactFields, type ContactValues } from '../../components/ContactFields.js';
import { LanguageSelect } from '../../components/LanguageSelect.js';
import { login } from '../../lib/login.js';
import { uploadLogo } from '../../lib/logo.js';

const LOGO_MAX_BYTES = 5 * 1024 * 1024;

interface Values extends ContactValues {
  username: string;
  password: string;
  passwordRepeat: string;
  userType: SignupUserType;
  companyIdentifier: string;
  field: string;
  language: Language;
  logo: File | null;
  terms: boolean;
}

export function SignupForm({ registrationCode, isCompany }: { registrationCode: string; isCompany: boolean }) {
  const { t, i18n } = useTranslation();
  const { signIn, update } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, formState } = useForm<Values>({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      username: '',
      password: '',
      passwordRepeat: '',
      userType: 'client',
      companyIdentifier: '',
      field: '',
      language: i18n.language === 'en' ? 'en' : 'es',
      logo: null,
      terms: false,
    },
  });
  const userType = watch('userType');
  const needsTrade = isCompany || userType !== 'client';
  const needsCompany = !isCompany && userType !== 'contractor';

  const onSubmit = async (values: Values) => {
    setError(null);
    try {
      const body = {
        registrationCode,
        username: await hashUsername(values.username),
        password: await hashPassword(values.password),
        name: values.name,
        email: values.email,
        phone: values.phone,
        address: values.address,
        city: values.city,
        state: values.state,
        zip: values.zip,
        field: needsTrade ? values.field : '',
        language: values.language,
        ...(isCompany ? {} : { userType: values.userType, companyIdentifier: values.companyIdentifier.trim() }),
      };
      const created = await post<{ id: number; joinRequested?: boolean }>(
        isCompany ? '/auth/signup/company' : '/auth/signup/user',
        body,
        {
          anonymous: true,
        },
      );
      const session = await login(values.username, values.password);
      signIn(session);
      const logo = await uploadLogo(created.id, isCompany, values.logo!);
      update({ logo });
      toast.success(t(created.joinRequested ? 'signup.doneRequested' : 'signup.done'));
      navigate(homeFor(authTypeOf(session.isCompany, session.userType)), { replace: true });
    } catch (e) {
      setError(t('signup.failed', { error: errorText(e) }));
    }
  };

  return (
    <Card withBorder padding="lg">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack>
          {!isCompany && (
            <Controller
              control={control}
              name="userType"
              render={({ field }) => (
                <Select
                  label={t('signup.userType')}
                  withAsterisk
                  allowDeselect={false}
                  data={(['client', 'employee', 'contractor'] as const).map((v) => ({
                    value: v,
                    label: t(`signup.types.${v}`),
                  }))}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'client')}
                />
              )}
            />
          )}
          {!isCompany && (
            <TextInput
              label={needsCompany ? t('signup.companyIdentifier') : t('signup.companyIdentifierOptional')}
              description={t('signup.companyIdentifierHelp')}
              withAsterisk={needsCompany}
              {...register('companyIdentifier', {
                validate: (v) => {
                  if (v.trim() === '') return needsCompany ? problemText({ code: 'COMPANY_IDENTIFIER_FORMAT' }) : true;
                  return /^\d+#.+$/.test(v.trim()) || problemText({ code: 'COMPANY_IDENTIFIER_FORMAT' });
                },
              })}
              error={formState.errors.companyIdentifier?.message}
            />
          )}
          <ContactFields
            register={register}

            errors={formState.errors}
            nameLabel={isCompany ? t('signup.companyName') : t('signup.name')}
            phoneRule={signupPhoneRule}
          />
          {needsTrade && (
            <Controller
              control={control}
              name="field"
              rules={required('field')}
              render={({ field, fieldState }) => (
                <Select
                  label={t('signup.field')}
                  withAsterisk
                  data={[...TRADES]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('signup.username')}
              withAsterisk
              autoComplete="username"
              {...register('username', required('username'))}
              error={formState.errors.username?.message}
            />
            <Controller
              control={control}
              name="language"
              render={({ field }) => (
                <LanguageSelect label={t('signup.language')} value={field.value} onChange={field.onChange} />
              )}
            />
            <PasswordInput
              label={t('signup.password')}
              withAsterisk
              autoComplete="new-password"
              {...register('password', { validate: (v) => v.length >= 8 || t('signup.passwordShort') })}
              error={formState.errors.password?.message}
            />
            <PasswordInput
              label={t('signup.passwordRepeat')}
              withAsterisk
              autoComplete="new-password"
              {...register('passwordRepeat', {
                validate: (v, all) => v === all.password || t('signup.passwordMismatch'),
              })}
              error={formState.errors.passwordRepeat?.message}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="logo"
            rules={{
              validate: (file) => {
                if (!file) return problemText({ code: 'LOGO_REQUIRED' });
                if (file.size > LOGO_MAX_BYTES) return t('signup.logoTooBig');
                return (
                  ['image/jpeg', 'image/png', 'image/webp'].includes(file.type) || problemText({ code: 'IMAGE_TYPE' })
                );
              },
            }}
            render={({ field, fieldState }) => (
              <FileInput
                label={t('signup.logo')}
                description={t('signup.logoHelp')}
                withAsterisk
                accept="image/jpeg,image/png,image/webp"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                clearable
              />
            )}
          />
          <Checkbox
            label={
              <>
                {t('signup.terms')} (
                <Link to="/policies#2" target="_blank">
                  {t('signup.readTerms')}
                </Link>
                )
              </>
            }
            {...register('terms', { validate: (v) => v || t('signup.termsRequired') })}
            error={formState.errors.terms?.message}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={formState.isSubmitting}>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
