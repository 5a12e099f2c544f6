import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StateInput } from './StateInput.js';

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
}

/** Name, email, phone and a US address; the form's resolver checks them with the server's schema. */
export function ContactFields<T extends ContactValues>({ register, errors, nameLabel }: Props<T>) {
  const { t } = useTranslation();
  // react-hook-form's generic paths cannot be narrowed from T here; the field names are ContactValues'.
  const reg = register as unknown as UseFormRegister<ContactValues>;
  const err = errors as FieldErrors<ContactValues>;
  return (
    <>
      {/* Inside a dialog, the first field takes the focus when it opens (Mantine's focus trap reads this). */}
      <TextInput
        data-autofocus
        label={nameLabel ?? t('signup.name')}
        withAsterisk
        autoComplete="name"
        {...reg('name')}
        error={err.name?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.email')}
          type="email"
          withAsterisk
          autoComplete="email"
          {...reg('email')}
          error={err.email?.message}
        />
        <TextInput
          label={t('signup.phone')}
          type="tel"
          withAsterisk
          autoComplete="tel"
          placeholder="801-555-0100"
          {...reg('phone')}
          error={err.phone?.message}
        />
      </SimpleGrid>
      <TextInput
        label={t('signup.address')}
        withAsterisk
        autoComplete="street-address"
        {...reg('address')}
        error={err.address?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('signup.city')}
          withAsterisk
          autoComplete="address-level2"
          {...reg('city')}
          error={err.city?.message}
        />
        <StateInput label={t('signup.state')} withAsterisk {...reg('state')} error={err.state?.message} />
        <TextInput
          label={t('signup.zip')}
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          {...reg('zip')}
          error={err.zip?.message}
        />
      </SimpleGrid>
    </>
  );
}
