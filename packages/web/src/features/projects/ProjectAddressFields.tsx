import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StateInput } from '../../components/StateInput.js';
import type { ProjectFormValues } from './project-form-values.js';

const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip'] as const;

/**
 * SPEC §5: the address, city, state and zip are checked in that order and saving stops on the
 * first failure, shown under the form. A missing part is said under its own field; a malformed one
 * (the schema's own rule, a 'custom' issue) only here, the first of them.
 */
export function firstAddressProblem(errors: FieldErrors<ProjectFormValues>): string | undefined {
  return ADDRESS_FIELDS.map((name) => errors[name]).find((error) => error?.type === 'custom')?.message;
}

/** An address part's own error: a missing part; a malformed one shows under the form instead. */
const missing = (error: FieldErrors<ProjectFormValues>[(typeof ADDRESS_FIELDS)[number]]) =>
  error?.type === 'custom' ? undefined : error?.message;

interface Props {
  register: UseFormRegister<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>;
}

/** The project's street, city, state and zip; the API joins them into one address (SPEC §3). */
export function ProjectAddressFields({ register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('projectForm.street')} withAsterisk {...register('street')} error={missing(errors.street)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('projectForm.city')} withAsterisk {...register('city')} error={missing(errors.city)} />
        <StateInput label={t('projectForm.state')} withAsterisk {...register('state')} error={missing(errors.state)} />
        <TextInput
          label={t('projectForm.zip')}
          withAsterisk
          inputMode="numeric"
          {...register('zip')}
          error={missing(errors.zip)}
        />
      </SimpleGrid>
    </>
  );
}
