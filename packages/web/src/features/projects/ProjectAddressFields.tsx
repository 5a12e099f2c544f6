import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@obra/domain';
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
  control: Control<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>;
}

/** The project's street, city, state and zip; the API joins them into one address (SPEC §3). */
export function ProjectAddressFields({ register, control, errors }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('projectForm.street')} withAsterisk {...register('street')} error={missing(errors.street)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('projectForm.city')} withAsterisk {...register('city')} error={missing(errors.city)} />
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('projectForm.state')}
              withAsterisk
              searchable
              data={[...US_STATES]}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={missing(errors.state)}
            />
          )}
        />
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
