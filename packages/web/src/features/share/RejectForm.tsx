import { Stack, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX } from '@obra/domain';
import { codeText } from '../../lib/domain-text.js';
import { rejectEstimate } from './api.js';
import { AnswerFooter, useAnswerSending } from './AnswerSending.js';

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
  const { failure, sending, send } = useAnswerSending(onRefused);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    setMissing(!given);
    if (!given) return reasonRef.current?.focus();
    await send(async () => {
      await rejectEstimate(token, { reason: given });
      onRejected(given);
    });
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
        <AnswerFooter
          failure={failure}
          sending={sending}
          action={t('share.sendRejection')}
          color="red"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
