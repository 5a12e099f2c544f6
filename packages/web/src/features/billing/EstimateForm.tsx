import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TERMS_MAX, type Project } from '@obra/domain';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useToday } from '../../lib/session.js';
import { FormFooter, useFormSubmit } from './FormFooter.js';
import { useCreateEstimate } from './api.js';
import { BillingLines, FormTotals, TaxRateField } from './BillingLines.js';
import { billingResolver } from './billing-resolver.js';
import { estimateBody, linesFromJobs, type DepositKind, type EstimateValues } from './billing-form.js';

const resolver = billingResolver<EstimateValues>((schemas) => schemas.estimateForm);

/**
 * 'Nuevo presupuesto': the project's jobs as lines (each editable, removable) and free lines, an
 * optional sales tax, a deposit as a percentage or an amount, an expiry date and the company's
 * default terms, with the totals the server will compute.
 */
export function EstimateForm({ project, terms, onClose }: { project: Project; terms: string; onClose: () => void }) {
  const { t } = useTranslation();
  const today = useToday();
  const small = useMediaQuery('(max-width: 48em)');
  const create = useCreateEstimate(project.id);
  const { failure, submit } = useFormSubmit(onClose);
  const form = useForm<EstimateValues>({
    resolver,
    defaultValues: {
      projectId: project.id,
      lines: linesFromJobs(project),
      taxRate: '',
      depositKind: 'percent',
      depositPercent: '',
      depositAmount: '',
      expiresOn: '',
      terms,
    },
  });
  const { register, control, handleSubmit, formState, watch } = form;
  const depositKind = watch('depositKind');

  const onSubmit = (values: EstimateValues) =>
    submit(async () => {
      const created = await create.mutateAsync(estimateBody(values));
      return t('billing.form.estimateCreated', { number: created.number });
    });

  return (
    <LayeredModal
      opened
      onClose={onClose}
      unsaved={formState.isDirty}
      title={`${t('billing.newEstimate')}: ${project.name}`}
      size="xl"
      fullScreen={small}
    >
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="estimate-form">
          <Stack gap="sm">
            <BillingLines />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TaxRateField />
              <TextInput
                type="date"
                label={t('billing.form.expiresOn')}
                min={today}
                description={t('billing.form.expiresOnHelp')}
                {...register('expiresOn')}
                error={formState.errors.expiresOn?.message}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="depositKind"
              render={({ field }) => (
                <Radio.Group
                  label={t('billing.form.depositKind')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as DepositKind)}
                >
                  <Group gap="lg" mt={4}>
                    <Radio value="percent" label={t('billing.form.depositPercent')} />
                    <Radio value="amount" label={t('billing.form.depositAmount')} />
                  </Group>
                </Radio.Group>
              )}
            />
            {/* Only the chosen one is sent (estimateBody); each keeps what was typed in it. */}
            {depositKind === 'percent' ? (
              <TextInput
                key="percent"
                label={t('billing.form.depositPercentField')}
                description={t('billing.form.depositHelp')}
                inputMode="decimal"
                rightSection="%"
                {...register('depositPercent')}
                error={formState.errors.depositPercent?.message}
              />
            ) : (
              <TextInput
                key="amount"
                label={t('billing.form.depositAmountField')}
                description={t('billing.form.depositHelp')}
                inputMode="decimal"
                leftSection="$"
                {...register('depositAmount')}
                error={formState.errors.depositAmount?.message}
              />
            )}
            <Textarea
              label={t('billing.form.terms')}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={TERMS_MAX}
              {...register('terms')}
              error={formState.errors.terms?.message}
            />
            <FormTotals />
            <FormFooter failure={failure} submit={t('billing.form.createEstimate')} saving={create.isPending} />
          </Stack>
        </form>
      </FormProvider>
    </LayeredModal>
  );
}
