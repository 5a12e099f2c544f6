import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, type PublicEstimate } from '@obra/domain';
import { useLanguage } from '../../lib/i18n.js';
import { estimateKey, fetchEstimate, isGone } from './api.js';
import { DocumentHeading, LinesTable, useTaxLabel, type TotalRow } from './DocumentParts.js';
import { EstimateAnswer } from './EstimateAnswer.js';
import { percent } from './format.js';
import { GonePage, ShareFailure, ShareFrame, ShareLoading } from './ShareFrame.js';
import { useSharedDocument } from './use-shared-document.js';
import classes from './share.module.css';

const STATE_COLORS: Record<PublicEstimate['status'], string> = {
  draft: 'blue',
  sent: 'blue',
  approved: 'green',
  rejected: 'red',
  expired: 'gray',
};

/** /e/<token>: the estimate a client opens from a text message, WhatsApp or mail, with no account. */
export function EstimateSharePage() {
  const { token = '' } = useParams();
  const estimate = useSharedDocument(estimateKey(token), () => fetchEstimate(token));
  if (estimate.isError && isGone(estimate.error)) return <GonePage />;
  if (estimate.data) return <EstimateView token={token} estimate={estimate.data} />;
  if (estimate.isError) return <ShareFailure error={estimate.error} onRetry={() => void estimate.refetch()} />;
  return <ShareLoading />;
}

function EstimateView({ token, estimate }: { token: string; estimate: PublicEstimate }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tax = useTaxLabel(estimate.taxRate);
  const totals: TotalRow[] = [
    { label: t('share.subtotal'), amount: estimate.subtotal },
    { label: tax, amount: estimate.tax },
    { label: t('share.total'), amount: estimate.total, grand: true },
  ];
  if (estimate.deposit > 0) {
    totals.push({
      label:
        estimate.depositPercent === null
          ? t('share.deposit')
          : t('share.depositPercent', { percent: percent(estimate.depositPercent, language) }),
      amount: estimate.deposit,
      note: t('share.depositNote'),
    });
  }
  return (
    <ShareFrame
      title={t('share.titles.estimate', { number: estimate.number, company: estimate.company.name })}
      company={estimate.company}
    >
      <DocumentHeading
        document={estimate}
        heading={t('share.estimate', { number: estimate.number })}
        state={t(`share.estimateStatus.${estimate.status}`)}
        stateColor={STATE_COLORS[estimate.status]}
        dates={estimate.expiresOn && <Text>{t('share.validUntil', { date: formatDate(estimate.expiresOn) })}</Text>}
      />
      <Stack gap="xl">
        <LinesTable lines={estimate.lines} totals={totals} />
        {estimate.terms && (
          <section aria-labelledby="share-terms">
            <Title order={2} size="h4" id="share-terms" mb="xs">
              {t('share.terms')}
            </Title>
            <Text className={classes.terms}>{estimate.terms}</Text>
          </section>
        )}
        <EstimateAnswer token={token} estimate={estimate} />
      </Stack>
    </ShareFrame>
  );
}
