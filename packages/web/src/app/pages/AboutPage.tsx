import { Accordion, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTH_TYPE } from '@obra/domain';
import { useSession } from '../../lib/session.js';

interface Question {
  q: string;
  a: string;
}
interface Guide {
  title: string;
  steps: string[];
}

export function AboutPage() {
  const { t } = useTranslation();
  const { authType } = useSession();
  const questions = t('about.questions', { returnObjects: true }) as Question[];
  const guides = t('about.guides', { returnObjects: true }) as Guide[];
  return (
    <Container size="md" px={0}>
      <Title order={1} mb="lg">
        {t('about.title')}
      </Title>
      <Accordion variant="separated" multiple defaultValue={['0']}>
        {questions.map((item, i) => (
          <Accordion.Item key={item.q} value={String(i)}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

      <Title order={2} mt="xl" mb="md" id="guides">
        {t('about.guidesTitle')}
      </Title>
      {authType === AUTH_TYPE.visitor ? (
        <Text c="dimmed">{t('about.guidesLoggedOut')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {guides.map((guide) => (
            <Card key={guide.title} withBorder>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {guide.title}
                </Title>
                <List type="ordered" size="sm" spacing={4}>
                  {guide.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
