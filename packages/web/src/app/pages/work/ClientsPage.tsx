import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkPage } from './WorkPage.js';

export function ClientsPage() {
  const { t } = useTranslation();
  return (
    <WorkPage title={t('nav.clients')}>
      <Card withBorder>
        <Text>{t('work.comingSoon')}</Text>
      </Card>
    </WorkPage>
  );
}
