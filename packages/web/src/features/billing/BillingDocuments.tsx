import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDayOf,
  formatDollarAmount,
  type BilledInvoice,
  type Estimate,
  type EstimateStatus,
  type InvoiceStatus,
} from '@obra/domain';
import { useLanguage } from '../../lib/i18n.js';
import { useTimeZone } from '../../lib/session.js';
import { ShareActions } from './ShareActions.js';
import type { ShareParties } from './share-links.js';

const ESTIMATE_COLORS: Record<EstimateStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  approved: 'green',
  rejected: 'red',
  expired: 'orange',
};

const INVOICE_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'cyan',
  partly_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
};

const WRAP = { overflowWrap: 'anywhere' } as const;

/** One document as a list item: its number and state, its figures, what can be done with it. */
function DocumentItem({
  title,
  badge,
  color,
  testId,
  children,
}: {
  title: string;
  badge: string;
  color: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder p="sm" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Title order={4} size="h5">
            {title}
          </Title>
          <Badge variant="light" color={color}>
            {badge}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label and amount pairs on one line, wrapping on a phone. */
function Figures({ figures }: { figures: [string, number][] }) {
  const language = useLanguage();
  return (
    <Group gap="md" wrap="wrap">
      {figures.map(([label, dollars]) => (
        <Text key={label} size="sm">
          {label}: <b>{formatDollarAmount(dollars, language)}</b>
        </Text>
      ))}
    </Group>
  );
}

export function EstimateItem({
  estimate,
  parties,
  invoiced,
  onInvoice,
}: {
  estimate: Estimate;
  parties: ShareParties;
  /** An invoice of the project was made from it already. */
  invoiced: boolean;
  onInvoice: () => void;
}) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const { approval, rejection } = estimate;
  return (
    <DocumentItem
      title={t('billing.estimateNumber', { number: estimate.number })}
      badge={t(`billing.estimateStatus.${estimate.status}`)}
      color={ESTIMATE_COLORS[estimate.status]}
      testId="estimate"
    >
      <Figures
        figures={[
          [t('billing.total'), estimate.total],
          ...(estimate.deposit > 0 ? [[t('billing.deposit'), estimate.deposit] as [string, number]] : []),
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('billing.expiresOn', { date: formatDate(estimate.expiresOn) })}
      </Text>
      {approval && (
        <Text size="sm" style={WRAP}>
          {t('billing.approvedBy', { name: approval.name, date: formatDayOf(approval.at, zone) })}
        </Text>
      )}
      {rejection && (
        <Text size="sm" style={WRAP}>
          {t('billing.rejected', { reason: rejection.reason, date: formatDayOf(rejection.at, zone) })}
        </Text>
      )}
      <ShareActions shared={{ kind: 'estimate', document: estimate }} parties={parties} />
      {estimate.status === 'approved' && !invoiced && (
        <Group>
          <Button
            className="touch-target"
            onClick={onInvoice}
            aria-label={t('billing.invoiceEstimateLabel', { number: estimate.number })}
          >
            {t('billing.invoiceEstimate')}
          </Button>
        </Group>
      )}
    </DocumentItem>
  );
}

export function InvoiceItem({
  invoice,
  parties,
  onPay,
}: {
  invoice: BilledInvoice;
  parties: ShareParties;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { deposit } = invoice;
  return (
    <DocumentItem
      title={t('billing.invoiceNumber', { number: invoice.number })}
      badge={t(`billing.invoiceStatus.${invoice.status}`)}
      color={INVOICE_COLORS[invoice.status]}
      testId="billed-invoice"
    >
      <Figures
        figures={[
          [t('billing.total'), invoice.total],
          [t('billing.paid'), invoice.paid],
          [t('billing.balance'), invoice.balance],
        ]}
      />
      {deposit && (
        <Text size="sm" c="dimmed">
          {t(deposit.state === 'paid' ? 'billing.depositPaid' : 'billing.depositRequested')}:{' '}
          {formatDollarAmount(deposit.amount, language)}
        </Text>
      )}
      {invoice.dueOn && (
        <Text size="sm" c="dimmed">
          {t('billing.dueOn', { date: formatDate(invoice.dueOn) })}
        </Text>
      )}
      {invoice.payments.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('billing.payments')}
          </Text>
          <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {invoice.payments.map((payment) => (
              <Text key={payment.id} component="li" size="sm" style={WRAP} data-testid="payment">
                {formatDate(payment.date)} · {t(`billing.payment.methods.${payment.method}`)} ·{' '}
                <b>{formatDollarAmount(payment.amount, language)}</b>
                {payment.note && ` · ${payment.note}`}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <ShareActions shared={{ kind: 'invoice', document: invoice }} parties={parties} />
      {invoice.balance > 0 && (
        <Group>
          <Button
            className="touch-target"
            onClick={onPay}
            aria-label={t('billing.recordPaymentLabel', { number: invoice.number })}
          >
            {t('billing.recordPayment')}
          </Button>
        </Group>
      )}
    </DocumentItem>
  );
}
