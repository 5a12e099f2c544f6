import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  formatDollarAmount,
  type BilledInvoice,
  type PaymentMethod,
} from '@obra/domain';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useLanguage } from '../../lib/i18n.js';
import { useToday } from '../../lib/session.js';
import { FormFooter, useFormSubmit } from './FormFooter.js';
import { useRecordPayment } from './api.js';
import { billingResolver } from './billing-resolver.js';

interface PaymentValues {
  invoiceId: number;
  amount: string;
  date: string;
  method: PaymentMethod;
  note: string;
}

const resolver = billingResolver<PaymentValues>((schemas) => schemas.paymentForm);

/** 'Registrar pago': what came in, when and how; prefilled with the balance, today and cash. */
export function PaymentDialog({ invoice, onClose }: { invoice: BilledInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useToday();
  const record = useRecordPayment(invoice.projectId);
  const { failure, submit } = useFormSubmit(onClose);
  const { register, handleSubmit, formState } = useForm<PaymentValues>({
    resolver,
    defaultValues: { invoiceId: invoice.id, amount: invoice.balance.toFixed(2), date: today, method: 'cash', note: '' },
  });

  const onSubmit = (values: PaymentValues) =>
    submit(async () => {
      await record.mutateAsync({ ...values, amount: values.amount.trim() });
      return t('billing.payment.saved');
    });

  return (
    <LayeredModal
      opened
      onClose={onClose}
      unsaved={formState.isDirty}
      title={t('billing.payment.title', { number: invoice.number })}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate data-testid="payment-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('billing.payment.amount')}
              description={`${t('billing.balance')}: ${formatDollarAmount(invoice.balance, language)}`}
              withAsterisk
              inputMode="decimal"
              leftSection="$"
              {...register('amount')}
              error={formState.errors.amount?.message}
            />
            <TextInput
              type="date"
              label={t('billing.payment.date')}
              withAsterisk
              max={today}
              {...register('date')}
              error={formState.errors.date?.message}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('billing.payment.method')}
            withAsterisk
            data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`billing.payment.methods.${method}`) }))}
            {...register('method')}
            error={formState.errors.method?.message}
          />
          <Textarea
            label={t('billing.payment.note')}
            autosize
            minRows={2}
            maxLength={PAYMENT_NOTE_MAX}
            {...register('note')}
            error={formState.errors.note?.message}
          />
          <FormFooter failure={failure} submit={t('billing.payment.save')} saving={record.isPending} />
        </Stack>
      </form>
    </LayeredModal>
  );
}
