import { Badge, Button, Card, Group, Indicator, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTH_TYPE, assigneeName, PROJECT_STATUS_LABELS, formatDate, formatDollars, truncateAddress, type Language, type Project } from '@obra/domain';
import { useSession } from '../../lib/session.js';

export interface CardActions {
  onMessages(): void;
  onDetails(): void;
  onInvoice(): void;
  onNotify(): void;
}

/** SPEC §2's project card: what a company, a worker or a client needs at a glance, and its buttons. */
export function ProjectCard({ project, actions, reminders }: { project: Project; actions: CardActions; reminders: number }) {
  const { t, i18n } = useTranslation();
  const { authType, companyId } = useSession();
  const language = (i18n.language === 'en' ? 'en' : 'es') as Language;
  const owner = companyId === project.companyId;
  const jobs = project.projectItems;
  const assigned = jobs.filter((j) => j.userId !== -1).length;
  const next = jobs.find((j) => j.itemStatus !== 'COMPLETED');
  const hasClient = project.clientId !== 0;

  return (
    <Card withBorder padding="md" data-testid="project-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {project.name}
          </Title>
          <Badge variant="light" style={{ flex: 'none' }}>
            {PROJECT_STATUS_LABELS[language][project.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" title={project.address}>
          {truncateAddress(project.address)}
        </Text>
        <Text size="sm">
          {owner ? `${t('projects.client')}: ${project.clientName || '—'}` : `${t('projects.company')}: ${project.companyName}`}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={project.progress ?? 0}
            style={{ flex: 1, minWidth: 40 }}
            aria-label={t('projects.progress')}
          />
          <Text size="xs" w={36} ta="right">
            {project.progress === null ? 'NA' : `${project.progress}%`}
          </Text>
        </Group>
        <Group gap="lg">
          <Text size="sm">
            {t('projects.total')}: <b>{formatDollars(Math.round(project.price * 100), language)}</b>
          </Text>
          {project.type && <Text size="sm">{project.type}</Text>}
        </Group>
        <Text size="sm">
          {t('projects.due')}: {formatDate(project.endDate)} · {t('projects.assigned')}: {assigned}/{jobs.length}
        </Text>
        {next && (
          <Text size="sm" c="dimmed">
            {t('projects.nextJob')}: {next.itemName} · {formatDate(next.itemStartDate)} ·{' '}
            {assigneeName(next.assignee) ?? t('projects.unassigned')}
          </Text>
        )}
        <Group gap={6} mt="xs">
          {owner && hasClient && (
            <Button size="compact-sm" variant="light" onClick={actions.onNotify}>
              {t('projects.notify')}
            </Button>
          )}
          {hasClient && (authType === AUTH_TYPE.client || owner) && (
            <Indicator label={project.unreadMessages} size={16} disabled={project.unreadMessages === 0} color="red">
              <Button size="compact-sm" variant="light" onClick={actions.onMessages}>
                {t('projects.messages')}
              </Button>
            </Indicator>
          )}
          {owner && (
            <Button size="compact-sm" variant="light" onClick={actions.onInvoice} disabled={!hasClient}>
              {t('projects.invoice')}
            </Button>
          )}
          {owner && (
            <Button size="compact-sm" variant="light" disabled>
              {t('projects.archive')}
            </Button>
          )}
          {owner && (
            <Badge variant="outline" size="lg" radius="sm">
              {t('projects.reminders')}: {reminders}
            </Badge>
          )}
          <Button size="compact-sm" onClick={actions.onDetails}>
            {t('projects.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
