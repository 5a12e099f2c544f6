import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client } from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';
import { inviteClient } from './api.js';

/** The company's clients with their contact details, project counts and whether they can log in. */
export function ClientsList({ clients }: { clients: Client[] }) {
  const { t } = useTranslation();
  // The link goes to the e-mail the company has for the client: the company confirms it first.
  const invite = async (c: Client) => {
    if (!(await confirm(t('joining.inviteClientConfirm', { email: c.email, name: c.name })))) return;
    try {
      await inviteClient(c.id);
      toast.success(t('joining.clientSent', { email: c.email }));
    } catch (e) {
      toast.failure(errorText(e));
    }
  };
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
            {!c.hasLogin && c.email && (
              <Button
                variant="light"
                size="xs"
                mt={4}
                aria-label={t('joining.inviteClientFor', { name: c.name })}
                onClick={() => void invite(c)}
              >
                {t('joining.inviteClient')}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
