import { Text, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dollarsToCents, formatDollars, profitCents, profitTone } from '@obra/domain';
import { useLanguage } from '../../lib/i18n.js';
import { centsOf, formWorthCents, type JobRow, type ProjectFormValues } from './project-form-values.js';

export const TONE_COLOR = { loss: 'red', even: 'gray', profit: 'green' } as const;

/** A job's profit as the form stands: price − (cost + labor) (SPEC §9). */
export const jobProfitCents = (job: JobRow) =>
  profitCents(centsOf(job.itemPrice), dollarsToCents(job.itemCost), centsOf(job.itemLabor));

/** What the project is worth and, with jobs, the profit of them all, as the form stands. */
export function ProjectTotals({ values }: { values: Pick<ProjectFormValues, 'price' | 'jobs'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hasJobs = values.jobs.length > 0;
  const profit = values.jobs.reduce((sum, job) => sum + jobProfitCents(job), 0);
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm" data-testid="project-total">
        {t('projectForm.total')}: <b>{formatDollars(formWorthCents(values), language)}</b>
      </Text>
      {hasJobs && (
        <Text size="sm">
          {t('projectForm.totalProfit')}:{' '}
          <Text span fw={600} c={TONE_COLOR[profitTone(profit)]}>
            {formatDollars(profit, language)}
          </Text>
        </Text>
      )}
    </Group>
  );
}
