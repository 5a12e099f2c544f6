import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BILLING_LINES_MAX, LINE_DESCRIPTION_MAX, LINE_NAME_MAX, formatDollars } from '@obra/domain';
import { useLanguage } from '../../lib/i18n.js';
import { formTotals, freeLine, type DepositKind, type LineValues } from './billing-form.js';

/** What the lines and totals read of an estimate's or an invoice's form. */
interface LinesForm {
  lines: LineValues[];
  taxRate: string;
  depositKind?: DepositKind;
  depositPercent?: string;
  depositAmount?: string;
}

/** The document's lines, each editable and removable, and 'Agregar línea' for a free one. */
export function BillingLines() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<LinesForm>();
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const errors = formState.errors.lines;
  const listError = errors?.message ?? errors?.root?.message;
  const titleId = useId();

  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('billing.lines.title')}
      </Title>
      {lines.fields.map((field, index) => (
        <Paper key={field.key} withBorder p="xs" data-testid="billing-line">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('billing.lines.line', { n: index + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('billing.lines.remove', { n: index + 1 })}
                onClick={() => lines.remove(index)}
              >
                ×
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('billing.lines.name')}
                withAsterisk
                maxLength={LINE_NAME_MAX}
                {...register(`lines.${index}.name`)}
                error={errors?.[index]?.name?.message}
              />
              <TextInput
                label={t('billing.lines.price')}
                withAsterisk
                inputMode="decimal"
                leftSection="$"
                {...register(`lines.${index}.price`)}
                error={errors?.[index]?.price?.message}
              />
            </SimpleGrid>
            <Textarea
              label={t('billing.lines.description')}
              autosize
              minRows={1}
              maxLength={LINE_DESCRIPTION_MAX}
              {...register(`lines.${index}.description`)}
              error={errors?.[index]?.description?.message}
            />
          </Stack>
        </Paper>
      ))}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          className="touch-target"
          disabled={lines.fields.length >= BILLING_LINES_MAX}
          onClick={() => lines.append(freeLine())}
        >
          {t('billing.lines.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The form's totals as the server will compute them, following the typing; read out when they change. */
export function FormTotals() {
  const language = useLanguage();
  const { control } = useFormContext<LinesForm>();
  const [lines, taxRate, depositKind, depositPercent, depositAmount] = useWatch({
    control,
    name: ['lines', 'taxRate', 'depositKind', 'depositPercent', 'depositAmount'],
  });
  const totals = formTotals({ lines, taxRate, depositKind, depositPercent, depositAmount });
  const rate = taxRate.trim() === '' ? '0' : taxRate.trim();
  return (
    <TotalsTable
      subtotal={formatDollars(totals.subtotalCents, language)}
      tax={[rate, formatDollars(totals.taxCents, language)]}
      total={formatDollars(totals.totalCents, language)}
      deposit={totals.depositCents > 0 ? formatDollars(totals.depositCents, language) : null}
      live
    />
  );
}

/**
 * A document's totals, formatted: subtotal, tax (its rate and amount), total in bold, and the
 * deposit when one is asked. `live`: a screen reader hears them change as the form is typed.
 */
export function TotalsTable({
  subtotal,
  tax: [rate, tax],
  total,
  deposit = null,
  live = false,
}: {
  subtotal: string;
  tax: [rate: string | number, amount: string];
  total: string;
  deposit?: string | null;
  live?: boolean;
}) {
  const { t } = useTranslation();
  const rows: [label: string, amount: string, strong: boolean][] = [
    [t('billing.subtotal'), subtotal, false],
    [t('billing.tax', { rate }), tax, false],
    [t('billing.total'), total, true],
    ...(deposit === null ? [] : [[t('billing.deposit'), deposit, false] as [string, string, boolean]]),
  ];
  return (
    <Stack gap={2} aria-live={live ? 'polite' : undefined} aria-label={t('billing.form.totals')} role="group">
      {rows.map(([label, amount, strong]) => (
        <Group key={label} justify="space-between" wrap="nowrap" data-testid="total-row">
          <Text size="sm" fw={strong ? 700 : 400}>
            {label}
          </Text>
          <Text size="sm" fw={strong ? 700 : 400}>
            {amount}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The optional sales tax rate, in percent. */
export function TaxRateField() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<LinesForm>();
  return (
    <TextInput
      label={t('billing.form.taxRate')}
      description={t('billing.form.taxRateHelp')}
      inputMode="decimal"
      rightSection="%"
      {...register('taxRate')}
      error={formState.errors.taxRate?.message}
    />
  );
}
