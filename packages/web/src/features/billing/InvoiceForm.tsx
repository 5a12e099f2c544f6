import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDollarAmount, type DepositState, type Estimate, type Project } from '@obra/domain';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useLanguage } from '../../lib/i18n.js';
import { useToday } from '../../lib/session.js';
import { FormFooter, useFormSubmit } from './FormFooter.js';
import { useCreateInvoice } from './api.js';
import { BillingLines, FormTotals, TaxRateField, TotalsTable } from './BillingLines.js';
import { billingResolver } from './billing-resolver.js';
import { invoiceBody, linesFromJobs, type InvoiceValues } from './billing-form.js';

const resolver = billingResolver<InvoiceValues>((schemas) => schemas.invoiceForm);

/**
 * 'Nueva factura' from the project's jobs and free lines, or 'Facturar' an approved estimate: then
 * its lines and tax are the invoice's, and the company says whether its deposit was paid.
 */
export function InvoiceForm({
  project,
  estimate,
  onClose,
}: {
  project: Project;
  estimate: Estimate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useToday();
  const small = useMediaQuery('(max-width: 48em)');
  const create = useCreateInvoice(project.id);
  const { failure, submit } = useFormSubmit(onClose);
  const form = useForm<InvoiceValues>({
    resolver,
    defaultValues: {
      projectId: project.id,
      estimateId: estimate?.id ?? null,
      lines: estimate ? [] : linesFromJobs(project),
      taxRate: '',
      dueOn: '',
      deposit: 'requested',
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const money = (dollars: number) => formatDollarAmount(dollars, language);

  const onSubmit = (values: InvoiceValues) =>
    submit(async () => {
      const created = await create.mutateAsync(invoiceBody(values));
      return t('billing.form.invoiceCreated', { number: created.number });
    });

  return (
    <LayeredModal
      opened
      onClose={onClose}
      unsaved={formState.isDirty}
      title={
        estimate
          ? t('billing.invoiceEstimateLabel', { number: estimate.number })
          : `${t('billing.newInvoice')}: ${project.name}`
      }
      size={estimate ? 'md' : 'xl'}
      fullScreen={small}
    >
      <FormProvider {...form}>
        <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="invoice-form">
          <Stack gap="sm">
            {estimate ? (
              <>
                <Text size="sm">{t('billing.form.fromEstimate', { number: estimate.number })}</Text>
                <TotalsTable
                  subtotal={money(estimate.subtotal)}
                  tax={[estimate.taxRate, money(estimate.tax)]}
                  total={money(estimate.total)}
                />
                {estimate.deposit > 0 && (
                  <Controller
                    control={control}
                    name="deposit"
                    render={({ field }) => (
                      <Radio.Group
                        label={`${t('billing.form.depositState')} (${money(estimate.deposit)})`}
                        value={field.value}
                        onChange={(value) => field.onChange(value as DepositState)}
                      >
                        <Stack gap="xs" mt={4}>
                          <Radio value="requested" label={t('billing.depositRequested')} />
                          <Radio value="paid" label={t('billing.depositPaid')} />
                        </Stack>
                      </Radio.Group>
                    )}
                  />
                )}
              </>
            ) : (
              <>
                <BillingLines />
                <TaxRateField />
                <FormTotals />
              </>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label={t('billing.form.dueOn')}
                min={today}
                {...register('dueOn')}
                error={formState.errors.dueOn?.message}
              />
            </SimpleGrid>
            <FormFooter failure={failure} submit={t('billing.form.createInvoice')} saving={create.isPending} />
          </Stack>
        </form>
      </FormProvider>
    </LayeredModal>
  );
}
