import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@obra/domain';
import { cityRule, emailRule, required, stateRule, zipRule } from '../lib/rules.js';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

interface Props<T extends ContactValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  nameLabel?: string;
  phoneRule: (value: string | undefined) => true | string;
}

/** Name, email, phone and a US address, checked with the same rules as the server. */
export function ContactFields<T extends ContactValues>({ register, errors, nameLabel, phoneRule }: Props<T>) {
  const { t } = useTranslation();
  // react-hook-form's generic paths cannot be narrowed from T here; the field names are ContactValues'.
  const reg = register as unknown as UseFormRegister<ContactValues>;
  const err = errors as FieldErrors<ContactValues>;
  return (
    <>
      <TextInput
        label={nameLabel ?? t('signup.name')}
        withAsterisk
        autoComplete="name"
        {...reg('name', required('name'))}
        error={err.name?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.email')}
          type="email"
          withAsterisk
          autoComplete="email"
          {...reg('email', { ...required('email'), validate: emailRule })}
          error={err.email?.message}
        />
        <TextInput
          label={t('signup.phone')}
          type="tel"
          withAsterisk
          autoComplete="tel"
          placeholder="801-555-0100"
          {...reg('phone', { ...required('phone'), validate: phoneRule })}
          error={err.phone?.message}
        />
      </SimpleGrid>
      <TextInput
        label={t('signup.address')}
        withAsterisk
        autoComplete="street-address"
        {...reg('address', required('address'))}
        error={err.address?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('signup.city')}
          withAsterisk
          autoComplete="address-level2"
          {...reg('city', { ...required('city'), validate: cityRule })}
          error={err.city?.message}
        />
        {/* The phone's own picker: large, familiar, and no dropdown code to load. */}
        <NativeSelect
          label={t('signup.state')}
          withAsterisk
          autoComplete="address-level1"
          data={[{ value: '', label: t('app.choose') }, ...US_STATES]}
          {...reg('state', { ...required('state'), validate: stateRule })}
          error={err.state?.message}
        />
        <TextInput
          label={t('signup.zip')}
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          {...reg('zip', { ...required('zip'), validate: zipRule })}
          error={err.zip?.message}
        />
      </SimpleGrid>
    </>
  );
}
