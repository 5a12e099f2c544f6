import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkPage } from './WorkPage.js';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <WorkPage title={t('nav.dashboard')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text>{t('work.comingSoon')}</Text>
        </Card>
      </SimpleGrid>
    </WorkPage>
  );
}
