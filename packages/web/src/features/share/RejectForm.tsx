import { Alert, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX } from '@obra/domain';
import { errorText } from '../../lib/problem-text.js';
import { codeText } from '../../lib/domain-text.js';
import { closesForm, rejectEstimate } from './api.js';

/** 'Rechazar': the client says why (required); the company reads it. */
export function RejectForm({
  token,
  onRejected,
  onRefused,
  onCancel,
}: {
  token: string;
  onRejected: (reason: string) => void;
  onRefused: (error: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    setMissing(!given);
    if (!given) return reasonRef.current?.focus();
    setFailure(null);
    setSending(true);
    try {
      await rejectEstimate(token, { reason: given });
      onRejected(given);
    } catch (error) {
      if (closesForm(error)) onRefused(error);
      else setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-title`}>
      <Stack gap="md">
        <Title order={3} size="h5" id={`${ids}-title`} ref={headingRef} tabIndex={-1}>
          {t('share.rejectTitle')}
        </Title>
        <Textarea
          ref={reasonRef}
          label={t('share.reason')}
          description={t('share.reasonHelp')}
          withAsterisk
          size="md"
          minRows={3}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={missing ? codeText({ code: 'REJECT_REASON_REQUIRED' }) : undefined}
        />
        {failure !== null && (
          <Alert color="red" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" size="md" color="red" loading={sending}>
            {t('share.sendRejection')}
          </Button>
          <Button variant="default" size="md" onClick={onCancel} disabled={sending}>
            {t('share.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
