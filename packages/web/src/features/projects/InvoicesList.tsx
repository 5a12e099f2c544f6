import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDollars, todayIn, type InvoiceListed, type Language } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedToken } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { useSession } from '../../lib/session.js';
import { useProjectInvoices } from './api.js';

/** The day an invoice was sent where the company works (the invoice's own date), as MM/dd/yyyy. */
export function invoiceDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(todayIn(timeZone, date));
}

/**
 * Opens a stored file (served only with the bearer token) in a new tab. The tab is opened at the
 * click, before the download, so that no popup blocker stops it; when no tab could be opened the
 * file is saved instead.
 */
export async function openStoredFile(url: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${storedToken() ?? ''}` } });
    if (!response.ok) throw new Error(String(response.status));
    const objectUrl = URL.createObjectURL(await response.blob());
    if (tab) {
      tab.location.href = objectUrl;
    } else {
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      link.click();
    }
    // The tab has loaded it by then; the page keeps no copy.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The project's sent invoices (PRODUCT: the project page lists them), each with its PDF. */
export function InvoicesList({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'es') as Language;
  const invoices = useProjectInvoices(projectId);
  const { account } = useSession();
  const zone = account?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
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
                    {t('details.invoiceDate')}: {invoiceDate(invoice.createdAt, zone)} · {t('details.invoiceTotal')}:{' '}
                    <b>{formatDollars(Math.round(invoice.total * 100), language)}</b>
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
