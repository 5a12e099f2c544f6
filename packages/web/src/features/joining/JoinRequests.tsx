import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDayOf, type JoinRequest } from '@obra/domain';
import { confirm, toast } from '../../lib/feedback.js';
import { translateMessage } from '../../lib/i18n.js';
import { useSession } from '../../lib/session.js';
import { useJoinDecision, useJoinRequests, type RequestKind } from './api.js';

/** The people waiting for the company's answer; nothing shows while there are none. */
export function JoinRequests({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation();
  const requests = useJoinRequests(kind);
  const decision = useJoinDecision(kind);
  const { account } = useSession();
  const timeZone = account?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  const decide = async (request: JoinRequest, accept: boolean) => {
    if (!accept && !(await confirm(t('joining.refuseConfirm', { name: request.name }), { danger: true }))) return;
    try {
      await decision.mutateAsync({ userId: request.userId, accept });
      toast.success(t(accept ? 'joining.accepted' : 'joining.refused'));
    } catch (e) {
      toast.failure(e instanceof Error ? translateMessage(e.message) : String(e));
    }
  };

  const list = requests.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder mb="lg" component="section" aria-labelledby={`join-requests-${kind}`}>
      <Title order={2} size="h4" id={`join-requests-${kind}`}>
        {t('joining.requestsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('joining.requestsHelp')}
      </Text>
      <Stack gap="sm">
        {list.map((r) => (
          <Group key={r.userId} justify="space-between" wrap="wrap" gap="xs" data-testid="join-request">
            <div style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </Text>
                <Badge size="sm" variant="light">
                  {t(`joining.roles.${r.role}`)}
                </Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[r.email, r.phone, r.field].filter(Boolean).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('joining.askedOn', { date: formatDayOf(r.createdAt, timeZone) })}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                size="sm"
                aria-label={t('joining.acceptFor', { name: r.name })}
                onClick={() => void decide(r, true)}
              >
                {t('joining.accept')}
              </Button>
              <Button
                size="sm"
                variant="default"
                aria-label={t('joining.refuseFor', { name: r.name })}
                onClick={() => void decide(r, false)}
              >
                {t('joining.refuse')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
