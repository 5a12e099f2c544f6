import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../lib/feedback.js';
import { errorText } from '../../lib/problem-text.js';

/** Someone who signed up with the company's identifier and waits for its answer. */
export interface JoinRequest {
  id: number;
  name: string;
  email: string;
  phone: string;
  field: string;
  role: 'employee' | 'contractor' | 'client';
}

/**
 * The people waiting for the company's answer, on /workers or /clients; nothing shows while there
 * are none. The page says how an answer is given (PRODUCT.md: a worker's access turned on, a
 * client accepted or refused).
 */
export function JoinRequests({
  requests,
  decide,
}: {
  requests: JoinRequest[];
  decide: (request: JoinRequest, accept: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation();

  const answer = async (request: JoinRequest, accept: boolean) => {
    if (!accept && !(await confirm(t('joining.refuseConfirm', { name: request.name }), { danger: true }))) return;
    try {
      await decide(request, accept);
      toast.success(t(accept ? 'joining.accepted' : 'joining.refused'));
    } catch (e) {
      toast.failure(errorText(e));
    }
  };

  if (requests.length === 0) return null;
  return (
    <Card withBorder mb="lg" component="section" aria-labelledby="join-requests">
      <Title order={2} size="h4" id="join-requests">
        {t('joining.requestsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('joining.requestsHelp')}
      </Text>
      <Stack gap="sm">
        {requests.map((r) => (
          <Group key={r.id} justify="space-between" wrap="wrap" gap="xs" data-testid="join-request">
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
            </div>
            <Group gap="xs">
              <Button
                size="sm"
                aria-label={t('joining.acceptFor', { name: r.name })}
                onClick={() => void answer(r, true)}
              >
                {t('joining.accept')}
              </Button>
              <Button
                size="sm"
                variant="default"
                aria-label={t('joining.refuseFor', { name: r.name })}
                onClick={() => void answer(r, false)}
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
