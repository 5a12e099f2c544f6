import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientNoticeSettings, CompanyAccount } from '@obra/domain';
import { post } from '../../lib/api.js';
import { toast } from '../../lib/feedback.js';
import { addTexts } from '../../lib/i18n.js';
import { errorText } from '../../lib/problem-text.js';
import { clientNoticesTexts } from '../../locales/work/client-notices.js';

addTexts(clientNoticesTexts);

const KINDS = ['enRoute', 'jobDone', 'projectDone'] as const satisfies readonly (keyof ClientNoticeSettings)[];

/**
 * The company's switches for the automatic notices its clients get (a worker on the way, a job
 * completed, the project finished). Each saves as it is flipped, apart from the account form, and
 * the saved account replaces the page's copy. Loaded by the account page when it comes onto the
 * screen, with its texts: the signed-in screens' script budget has no room for it in the first paint.
 */
export function ClientNoticeSwitches({
  account,
  onSaved,
}: {
  account: CompanyAccount;
  onSaved: (saved: CompanyAccount) => void;
}) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (change: Partial<ClientNoticeSettings>) =>
      post<CompanyAccount>('/account/update/notices', { id: account.id, ...change }),
    onSuccess: (saved, change) => {
      onSaved(saved);
      toast.success(Object.values(change)[0] ? t('clientNotices.on') : t('clientNotices.off'));
    },
    onError: (e) => toast.failure(`${t('clientNotices.failed')}: ${errorText(e)}`),
  });

  return (
    <Card withBorder padding="lg" mt="lg" component="section" aria-labelledby="client-notices-title">
      <Title order={2} size="h4" id="client-notices-title">
        {t('clientNotices.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('clientNotices.help')}
      </Text>
      <Stack gap="sm">
        {KINDS.map((kind) => (
          <Switch
            key={kind}
            label={t(`clientNotices.${kind}`)}
            checked={account.clientNotices[kind]}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ [kind]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Card>
  );
}
