import '../../styles/work.css';
import { Card, Container, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, type PlanUsage } from '@obra/domain';
import { PlanCards } from '../../features/plans/PlanCards.js';
import { get, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {limit === null ? `${used} · ${t('subscription.unlimited')}` : t('subscription.of', { used, limit })}
        </Text>
      </Group>
      <Progress
        value={limit === null ? 0 : Math.min(100, (used / limit) * 100)}
        color={limit !== null && used >= limit ? 'red' : 'blue'}
        aria-label={label}
      />
    </Stack>
  );
}

export function SubscriptionPage() {
  const { t } = useTranslation();
  const { principal, companyId } = useSession();
  // A company, its admins, and a contractor for his own company: whoever has a plan of their own.
  const isCompany = companyId !== null && can(principal, 'company.view', { companyId });
  const usage = useQuery({
    queryKey: ['plan-usage', companyId],
    enabled: isCompany,
    queryFn: () => get<PlanUsage>(`/plans/usage${qs({ companyId: companyId! })}`),
  });
  const data = usage.data;
  return (
    <Container size="lg" px={0}>
      <Title order={1} mb="md">
        {t('subscription.title')}
      </Title>
      {data ? (
        <Card withBorder mb="xl" maw={560}>
          <Title order={2} size="h4" mb="sm">
            {t('subscription.current', { plan: t(`plans.${data.plan}.name`) })}
          </Title>
          <Stack gap="sm">
            <UsageBar
              label={t('subscription.activeProjects')}
              used={data.activeProjects}
              limit={data.limits.activeProjects}
            />
            <UsageBar
              label={t('subscription.totalProjects')}
              used={data.totalProjects}
              limit={data.limits.totalProjects}
            />
            <UsageBar label={t('subscription.employees')} used={data.employees} limit={data.limits.employees} />
          </Stack>
        </Card>
      ) : (
        !isCompany && (
          <Text c="dimmed" mb="lg">
            {t('subscription.visitor')}
          </Text>
        )
      )}
      <SimpleGrid cols={1}>
        <PlanCards current={data?.plan} />
      </SimpleGrid>
    </Container>
  );
}
