import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client } from '@obra/domain';

/** The company's clients with their contact details, project counts and whether they can log in. */
export function ClientsList({ clients }: { clients: Client[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {clients.map((c) => (
        <Card key={c.id} withBorder data-testid="client">
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {c.name}
              </Text>
              <Badge size="sm" variant="light" color={c.hasLogin ? 'green' : 'gray'}>
                {c.hasLogin ? t('clients.hasLogin') : t('clients.noLogin')}
              </Badge>
            </Group>
            <Anchor href={`mailto:${c.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {c.email}
            </Anchor>
            <Anchor href={`tel:${c.phone}`} size="sm">
              {c.phone}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[c.address, c.city, [c.state, c.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            </Text>
            <Text size="sm">{t('clients.projects', { count: c.projectCount, active: c.activeProjectCount })}</Text>
            {c.projectCount > 0 && (
              <Anchor component={Link} to={`/projects?client=${c.id}`} size="sm">
                {t('clients.openProjects')}
              </Anchor>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
