import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BilledInvoice, CompanyAccount, Estimate, Project } from '@obra/domain';
import { billingDocumentsTexts } from '../../locales/billing/documents.js';
import { get, qs } from '../../lib/api.js';
import { addTexts } from '../../lib/i18n.js';
import { LayeredModal } from '../../lib/LayeredModal.js';
import { useSession } from '../../lib/session.js';
import { useProjectBilling } from './api.js';
import { EstimateItem, InvoiceItem } from './BillingDocuments.js';
import { EstimateForm } from './EstimateForm.js';
import { InvoiceForm } from './InvoiceForm.js';
import { PaymentDialog } from './PaymentDialog.js';

// The dialog's texts come with its code, not with the signed-in screens'.
addTexts(billingDocumentsTexts);

type Open =
  | { kind: 'estimate' }
  | { kind: 'invoice'; estimate: Estimate | null }
  | { kind: 'payment'; invoice: BilledInvoice }
  | null;

/**
 * The company's default terms of an estimate (issue 14: its account answer gains `estimateTerms`);
 * null until known, so a new estimate starts with them rather than empty.
 */
function useDefaultTerms(): string | null {
  const { companyId } = useSession();
  const account = useQuery({
    // The /account screen's key for the company's own account, so either reads the other's copy.
    queryKey: ['account', companyId, true],
    enabled: companyId !== null,
    queryFn: () => get<CompanyAccount>(`/account/get/company${qs({ account: companyId })}`),
  });
  return account.isPending ? null : (account.data?.estimateTerms ?? '');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * 'Presupuestos y facturas' of a project: its estimates and invoices with their state, totals and
 * balance, sharing each in one tap, and the forms that make new ones and record payments.
 */
export function BillingModal({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 48em)');
  const { estimates, invoices } = useProjectBilling(project.id);
  const terms = useDefaultTerms();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const parties = { company: project.companyName, client: project.clientName, project: project.name };
  const failed = estimates.isError || invoices.isError;
  const invoiced = new Set(invoices.data?.map((invoice) => invoice.estimateId));

  return (
    <>
      <LayeredModal
        opened
        onClose={onClose}
        title={t('billing.title', { name: project.name })}
        size="xl"
        fullScreen={small}
      >
        <Stack gap="lg" data-testid="billing-modal">
          <Group gap="xs" wrap="wrap">
            <Button className="touch-target" loading={terms === null} onClick={() => setOpen({ kind: 'estimate' })}>
              {t('billing.newEstimate')}
            </Button>
            <Button
              className="touch-target"
              variant="light"
              onClick={() => setOpen({ kind: 'invoice', estimate: null })}
            >
              {t('billing.newInvoice')}
            </Button>
          </Group>
          {(estimates.isPending || invoices.isPending) && !failed && <Loader size="sm" />}
          {failed && (
            <Alert color="red" role="alert">
              {t('billing.loadFailed')}
            </Alert>
          )}
          {estimates.data && (
            <Section title={t('billing.estimates')}>
              {estimates.data.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('billing.noEstimates')}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={LIST}>
                  {estimates.data.map((estimate) => (
                    <EstimateItem
                      key={estimate.id}
                      estimate={estimate}
                      parties={parties}
                      invoiced={invoiced.has(estimate.id)}
                      onInvoice={() => setOpen({ kind: 'invoice', estimate })}
                    />
                  ))}
                </Stack>
              )}
            </Section>
          )}
          {invoices.data && (
            <Section title={t('billing.invoices')}>
              {invoices.data.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('billing.noInvoices')}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={LIST}>
                  {invoices.data.map((invoice) => (
                    <InvoiceItem
                      key={invoice.id}
                      invoice={invoice}
                      parties={parties}
                      onPay={() => setOpen({ kind: 'payment', invoice })}
                    />
                  ))}
                </Stack>
              )}
            </Section>
          )}
        </Stack>
      </LayeredModal>
      {open?.kind === 'estimate' && terms !== null && <EstimateForm project={project} terms={terms} onClose={close} />}
      {open?.kind === 'invoice' && <InvoiceForm project={project} estimate={open.estimate} onClose={close} />}
      {open?.kind === 'payment' && <PaymentDialog invoice={open.invoice} onClose={close} />}
    </>
  );
}
