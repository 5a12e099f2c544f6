import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDollars, type InvoiceListed, type Language } from '@obra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedToken } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { useProjectInvoices } from './api.js';

/** A local calendar date as the app writes dates (MM/dd/yyyy), from an ISO timestamp. */
export function localDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
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
                    {t('details.invoiceDate')}: {localDate(invoice.createdAt)} · {t('details.invoiceTotal')}:{' '}
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
