import { Container, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../lib/i18n.js';
import { policiesTexts } from '../../locales/pages/policies.js';

addTexts(policiesTexts);

export function PoliciesPage() {
  const { t } = useTranslation();
  const rules = t('policies.rules', { returnObjects: true }) as string[];
  const agreement = t('policies.agreement', { returnObjects: true }) as string[];
  return (
    <Container size="md" px={0}>
      <Title order={1}>{t('policies.title')}</Title>
      <Text c="dimmed" mb="lg">
        {t('policies.updated')}
      </Text>
      <section id="1" style={{ scrollMarginTop: 70 }}>
        <Title order={2} mb="sm">
          {t('policies.rulesTitle')}
        </Title>
        <List spacing="xs">
          {rules.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      </section>
      <section id="2" style={{ scrollMarginTop: 70 }}>
        <Title order={2} mt="xl" mb="sm">
          {t('policies.agreementTitle')}
        </Title>
        <List spacing="xs">
          {agreement.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      </section>
    </Container>
  );
}
