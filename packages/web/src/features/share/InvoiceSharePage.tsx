import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, type PublicInvoice } from '@obra/domain';
import { useLanguage } from '../../lib/i18n.js';
import { fetchInvoice, invoiceKey, isGone } from './api.js';
import { DocumentHeading, LinesTable, useTaxLabel, type TotalRow } from './DocumentParts.js';
import { money } from './format.js';
import { GonePage, ShareFailure, ShareFrame, ShareLoading } from './ShareFrame.js';
import { useSharedDocument } from './use-shared-document.js';

const STATE_COLORS: Record<PublicInvoice['status'], string> = {
  draft: 'blue',
  sent: 'blue',
  viewed: 'blue',
  partly_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
};

/** /f/<token>: the invoice a client opens from a link: what it comes to, what was paid, what is left. */
export function InvoiceSharePage() {
  const { token = '' } = useParams();
  const invoice = useSharedDocument(invoiceKey(token), () => fetchInvoice(token));
  if (invoice.isError && isGone(invoice.error)) return <GonePage />;
  if (invoice.data) return <InvoiceView invoice={invoice.data} />;
  if (invoice.isError) return <ShareFailure error={invoice.error} onRetry={() => void invoice.refetch()} />;
  return <ShareLoading />;
}

function InvoiceView({ invoice }: { invoice: PublicInvoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tax = useTaxLabel(invoice.taxRate);
  const totals: TotalRow[] = [
    { label: t('share.subtotal'), amount: invoice.subtotal },
    { label: tax, amount: invoice.tax },
    { label: t('share.total'), amount: invoice.total },
  ];
  if (invoice.deposit) {
    totals.push({
      label: t('share.estimateDeposit'),
      amount: invoice.deposit.amount,
      note: t(`share.depositStates.${invoice.deposit.state}`),
    });
  }
  totals.push(
    { label: t('share.paid'), amount: invoice.paid },
    { label: t('share.balance'), amount: invoice.balance, grand: true },
  );

  return (
    <ShareFrame
      title={t('share.titles.invoice', { number: invoice.number, company: invoice.company.name })}
      company={invoice.company}
    >
      <DocumentHeading
        document={invoice}
        heading={t('share.invoice', { number: invoice.number })}
        state={t(`share.invoiceStatus.${invoice.status}`)}
        stateColor={STATE_COLORS[invoice.status]}
        dates={
          <div>
            <Text>{t('share.issuedOn', { date: formatDate(invoice.issuedOn) })}</Text>
            {invoice.dueOn && (
              <Text fw={invoice.status === 'overdue' ? 700 : undefined}>
                {t('share.dueOn', { date: formatDate(invoice.dueOn) })}
              </Text>
            )}
          </div>
        }
      />
      <Stack gap="xl">
        <LinesTable lines={invoice.lines} totals={totals} />
        <section aria-labelledby="share-payments">
          <Title order={2} size="h4" id="share-payments" mb="xs">
            {t('share.payments')}
          </Title>
          {invoice.payments.length === 0 ? (
            <Text c="dimmed">{t('share.noPayments')}</Text>
          ) : (
            <ul aria-labelledby="share-payments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {invoice.payments.map((payment, index) => (
                <li key={index}>
                  <Text component="span">
                    {t('share.paymentLine', {
                      date: formatDate(payment.date),
                      method: t(`share.methods.${payment.method}`),
                    })}
                    {': '}
                    <strong>{money(payment.amount, language)}</strong>
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Stack>
    </ShareFrame>
  );
}
