import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLANS, type Plan } from '@obra/domain';
import { inform } from '../../lib/feedback.js';

/** SPEC §9's three plans; buying is not built yet, so the button says so (SPEC §2). */
export function PlanCards({ current }: { current?: Plan | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {PLANS.map((plan) => {
        const features = t(`plans.${plan}.features`, { returnObjects: true }) as string[];
        const name = t(`plans.${plan}.name`);
        return (
          <Card key={plan} id={plan} withBorder padding="lg" shadow={plan === 'max' ? 'md' : 'xs'}>
            <Stack gap="sm" h="100%">
              <Title order={3}>
                {name} {current === plan && <Badge ml="xs">{t('subscription.currentBadge')}</Badge>}
              </Title>
              <List spacing={4} size="sm" style={{ flex: 1 }}>
                {features.map((f) => (
                  <List.Item key={f}>
                    <Text size="sm">{f}</Text>
                  </List.Item>
                ))}
              </List>
              {current === plan ? (
                // The plan the company already has is not for sale to it again.
                <Button variant="default" disabled>
                  {t('subscription.youHaveIt')}
                </Button>
              ) : (
                <Button
                  variant={plan === 'max' ? 'filled' : 'light'}
                  onClick={() => inform(t('home.underConstruction'))}
                >
                  {t('home.choosePlan', { plan: name })}
                </Button>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
