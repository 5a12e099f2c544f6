import { Badge, Button, Card, Group, Indicator, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  assigneeName,
  can,
  PROJECT_STATUS_LABELS,
  formatDate,
  formatDollarAmount,
  truncateAddress,
  type Project,
} from '@obra/domain';
import { useSession } from '../../lib/session.js';
import { addTexts, useLanguage } from '../../lib/i18n.js';
import { billingEntryTexts } from '../../locales/billing/entry.js';

addTexts(billingEntryTexts);

export interface CardActions {
  onMessages(): void;
  onDetails(): void;
  onInvoice(): void;
  /** 'Presupuestos y facturas': the project's estimates and invoices. */
  onBilling(): void;
  onNotify(): void;
  onReminders(): void;
}

/** A status badge that wraps its words instead of running off a narrow card. */
export const STATUS_BADGE_STYLES = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.3, textAlign: 'center' },
} as const;

const WRAP = { overflowWrap: 'anywhere' } as const;

/** SPEC §2's project card: what a company, a worker or a client needs at a glance, and its buttons. */
export function ProjectCard({
  project,
  actions,
  reminders,
}: {
  project: Project;
  actions: CardActions;
  reminders: number;
}) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const language = useLanguage();
  // By ownership, not by kind of account: a contractor owns his company's projects only.
  const owner = can(principal, 'project.edit', project);
  const jobs = project.projectItems;
  const assigned = jobs.filter((j) => j.userId !== -1).length;
  const next = jobs.find((j) => j.itemStatus !== 'COMPLETED');
  const hasClient = project.clientId !== 0;

  return (
    <Card withBorder padding="md" data-testid="project-card">
      <Stack gap={6}>
        {/* The name takes the line; on a narrow card a long status moves below it and may wrap itself. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap={6}>
          <Title order={2} size="h4" style={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {project.name}
          </Title>
          <Badge variant="light" data-testid="project-status" styles={STATUS_BADGE_STYLES}>
            {PROJECT_STATUS_LABELS[language][project.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" title={project.address} style={WRAP}>
          {truncateAddress(project.address)}
        </Text>
        <Text size="sm" style={WRAP}>
          {owner
            ? `${t('projects.client')}: ${project.clientName || '—'}`
            : `${t('projects.company')}: ${project.companyName}`}
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
            {t('projects.total')}: <b>{formatDollarAmount(project.price, language)}</b>
          </Text>
          {project.type && (
            <Text size="sm" style={WRAP}>
              {project.type}
            </Text>
          )}
        </Group>
        <Text size="sm">
          {t('projects.due')}: {formatDate(project.endDate)} · {t('projects.assigned')}: {assigned}/{jobs.length}
        </Text>
        {next && (
          <Text size="sm" c="dimmed" style={WRAP}>
            {t('projects.nextJob')}: {next.itemName} · {formatDate(next.itemStartDate)} ·{' '}
            {assigneeName(next.assignee) ?? t('projects.unassigned')}
          </Text>
        )}
        <Group gap={6} mt="xs">
          {can(principal, 'project.edit', project) && hasClient && (
            <Button size="compact-sm" variant="light" onClick={actions.onNotify}>
              {t('projects.notify')}
            </Button>
          )}
          {hasClient && can(principal, 'chat.join', project) && (
            <Indicator label={project.unreadMessages} size={16} disabled={project.unreadMessages === 0} color="red">
              <Button size="compact-sm" variant="light" onClick={actions.onMessages}>
                {t('projects.messages')}
              </Button>
            </Indicator>
          )}
          {can(principal, 'invoice.send', project) && (
            <Button size="compact-sm" variant="light" onClick={actions.onInvoice} disabled={!hasClient}>
              {t('projects.invoice')}
            </Button>
          )}
          {can(principal, 'invoice.send', project) && (
            <Button size="compact-sm" variant="light" onClick={actions.onBilling}>
              {t('billingEntry.open')}
            </Button>
          )}
          {owner && (
            <Button size="compact-sm" variant="light" disabled>
              {t('projects.archive')}
            </Button>
          )}
          {owner && (
            <Button size="compact-sm" variant="light" onClick={actions.onReminders}>
              {t('projects.reminders')}: {reminders}
            </Button>
          )}
          <Button size="compact-sm" onClick={actions.onDetails}>
            {t('projects.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
