import { Anchor, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingLine, PublicEstimate } from '@obra/domain';
import { useLanguage } from '../../lib/i18n.js';
import { money, percent } from './format.js';
import classes from './share.module.css';

type Shared = Pick<PublicEstimate, 'number' | 'company' | 'clientName' | 'project' | 'pdfUrl'>;

/** The document's number and state, who it is for, the project, the company's contacts and the PDF. */
export function DocumentHeading({
  document,
  heading,
  state,
  stateColor,
  dates,
}: {
  document: Shared;
  heading: string;
  state: string;
  stateColor: string;
  dates: ReactNode;
}) {
  const { t } = useTranslation();
  const { company, project } = document;
  return (
    <Stack gap="xs" mb="lg">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Badge color={stateColor} variant="light" size="lg">
          <VisuallyHidden>{t('share.state')}: </VisuallyHidden>
          {state}
        </Badge>
      </Group>
      {document.clientName && <Text>{t('share.preparedFor', { name: document.clientName })}</Text>}
      <div>
        <Text fw={600}>
          {t('share.project')}: {project.name}
        </Text>
        {project.address && <Text c="dimmed">{project.address}</Text>}
      </div>
      {dates}
      <Group gap="md" wrap="wrap">
        {company.phone && (
          <Anchor href={`tel:${company.phone}`} className={classes.contact}>
            {company.phone}
          </Anchor>
        )}
        {company.email && (
          <Anchor href={`mailto:${company.email}`} className={classes.contact}>
            {company.email}
          </Anchor>
        )}
      </Group>
      {company.address && (
        <Text size="sm" c="dimmed">
          {company.address}
        </Text>
      )}
      <div>
        {/* The PDF's own link; no referrer, so the token travels nowhere it was not sent. */}
        <Button component="a" href={document.pdfUrl} rel="noreferrer" variant="light" className={classes.touch}>
          {t('share.pdf')}
        </Button>
      </div>
    </Stack>
  );
}

export interface TotalRow {
  label: string;
  amount: number;
  /** The row that closes the document: the total, or an invoice's balance. */
  grand?: boolean;
  note?: string;
}

/** The lines and the totals under them: one table that reads on a 360 px phone (no sideways scroll). */
export function LinesTable({ lines, totals }: { lines: BillingLine[]; totals: TotalRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="share-lines">
      <Title order={2} size="h4" id="share-lines" mb="xs">
        {t('share.lines')}
      </Title>
      <table className={classes.lines}>
        <thead>
          <tr>
            <th scope="col">{t('share.line')}</th>
            <th scope="col" className={classes.amount}>
              {t('share.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>
                <Text fw={600}>{line.name}</Text>
                {line.description && <div className={classes.description}>{line.description}</div>}
              </td>
              <td className={classes.amount}>{money(line.price, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map((row) => (
            <tr key={row.label} className={row.grand ? classes.grand : undefined}>
              <th scope="row">
                {row.label}
                {row.note && <div className={classes.description}>{row.note}</div>}
              </th>
              <td className={classes.amount}>{money(row.amount, language)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}

/** A tax row's label with its rate. */
export function useTaxLabel(rate: number): string {
  const { t } = useTranslation();
  const language = useLanguage();
  return t('share.taxWithRate', { rate: percent(rate, language) });
}
