import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDollarAmount } from '@obra/domain';
import { billingSummaryTexts } from '../../locales/billing/summary.js';
import { addTexts, useLanguage } from '../../lib/i18n.js';
import { billingSummaryQuery } from '../../lib/queries/billing.js';
import { errorText } from '../../lib/problem-text.js';
import { useSession } from '../../lib/session.js';

addTexts(billingSummaryTexts);

const WRAP = { overflowWrap: 'anywhere' } as const;
const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** 'yyyy-MM' as the month's name and year in the reader's language ("noviembre de 2026"). */
function monthName(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A document of the lists: its number and project, linked to the project, and a line about it. */
function DocumentLine({
  number,
  project,
  projectId,
  note,
}: {
  number: string;
  project: string;
  projectId: number;
  note: string;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <Anchor
        component={Link}
        to={`/projects?id=${projectId}`}
        className="touch-target"
        style={{ ...WRAP, justifyContent: 'flex-start' }}
      >
        {t('billingSummary.document', { number, project })}
      </Anchor>
      <Text size="sm" c="dimmed" style={WRAP}>
        {note}
      </Text>
    </li>
  );
}

/**
 * The dashboard's money (issue 14): billed, collected and outstanding this month, the overdue
 * invoices with their clients, and the estimates waiting for an answer. Loaded after the
 * dashboard's first paint, with its texts (decision 0007's budgets).
 */
export function BillingSummaryCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { companyId } = useSession();
  const summary = useQuery(billingSummaryQuery(companyId));
  const money = (dollars: number) => formatDollarAmount(dollars, language);
  const data = summary.data;

  return (
    <Card withBorder data-testid="billing-summary" aria-busy={summary.isPending}>
      <Title order={2} size="h4" mb="sm">
        {t('billingSummary.title', { month: data ? monthName(data.month, language) : '…' })}
      </Title>
      {summary.isError ? (
        <Text c="red" role="alert">
          {errorText(summary.error)}
        </Text>
      ) : !data ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          <Stack gap={6}>
            {(
              [
                ['billed', data.billed],
                ['collected', data.collected],
                ['outstanding', data.outstanding],
              ] as const
            ).map(([figure, dollars]) => (
              <Group key={figure} justify="space-between" wrap="nowrap" data-testid={`billing-${figure}`}>
                <Text size="sm">{t(`billingSummary.${figure}`)}</Text>
                <Text fw={700}>{money(dollars)}</Text>
              </Group>
            ))}
          </Stack>
          <Title order={3} size="h5">
            {t('billingSummary.overdue')}
          </Title>
          {data.overdue.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('billingSummary.noOverdue')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={LIST} data-testid="overdue-invoices">
              {data.overdue.map((invoice) => (
                <DocumentLine
                  key={invoice.invoiceId}
                  number={invoice.number}
                  project={invoice.projectName}
                  projectId={invoice.projectId}
                  note={t('billingSummary.overdueLine', {
                    client: invoice.clientName || t('billingSummary.noClient'),
                    balance: money(invoice.balance),
                    date: formatDate(invoice.dueOn),
                  })}
                />
              ))}
            </Stack>
          )}
          <Title order={3} size="h5">
            {t('billingSummary.awaiting')}
          </Title>
          {data.awaitingEstimates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('billingSummary.noAwaiting')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={LIST} data-testid="awaiting-estimates">
              {data.awaitingEstimates.map((estimate) => (
                <DocumentLine
                  key={estimate.estimateId}
                  number={estimate.number}
                  project={estimate.projectName}
                  projectId={estimate.projectId}
                  note={t('billingSummary.awaitingLine', {
                    client: estimate.clientName || t('billingSummary.noClient'),
                    total: money(estimate.total),
                    date: formatDate(estimate.expiresOn),
                  })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}
