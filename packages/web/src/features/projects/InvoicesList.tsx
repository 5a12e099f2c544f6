import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDayOf, formatDollarAmount, type InvoiceListed } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.js';
import { openStoredFile } from '../../lib/files.js';
import { useTimeZone } from '../../lib/session.js';
import { useProjectInvoices } from './api.js';
import { useLanguage } from '../../lib/i18n.js';

/** The project's sent invoices (PRODUCT: the project page lists them), each with its PDF. */
export function InvoicesList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const invoices = useProjectInvoices(projectId);
  const zone = useTimeZone();
  const [opening, setOpening] = useState<number | null>(null);

  const open = async (invoice: InvoiceListed) => {
    setOpening(invoice.id);
    try {
      await openStoredFile(invoice.url, `factura-${invoice.number}.pdf`);
    } catch {
      toast.failure(t('details.pdfFailed'));
    } finally {
      setOpening(null);
    }
  };

  return (
    <Stack gap="xs" data-testid="project-invoices">
      <Title order={3} size="h5">
        {t('details.invoices')}
      </Title>
      {invoices.isPending ? null : invoices.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('details.invoicesFailed')}
        </Text>
      ) : invoices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('details.noInvoices')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {invoices.data.map((invoice) => (
            <Paper key={invoice.id} component="li" withBorder p="xs" data-testid="invoice">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {t('details.invoiceNumber', { number: invoice.number })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('details.invoiceDate')}: {formatDayOf(invoice.createdAt, zone)} · {t('details.invoiceTotal')}:{' '}
                    <b>{formatDollarAmount(invoice.total, language)}</b>
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={t('details.openPdfLabel', { number: invoice.number })}
                  loading={opening === invoice.id}
                  onClick={() => void open(invoice)}
                >
                  {t('details.openPdf')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
