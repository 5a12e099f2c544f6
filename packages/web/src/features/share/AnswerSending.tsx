import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/problem-text.js';
import { closesForm } from './api.js';

/**
 * Sending a client's answer (approve or reject). A refusal that ends the form (the estimate was
 * answered, expired or changed meanwhile, the link is gone) goes to `onRefused`; any other failure
 * stays on the form as `failure`, for AnswerFooter to show.
 */
export function useAnswerSending(onRefused: (error: unknown) => void) {
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const send = async (answer: () => Promise<void>) => {
    setFailure(null);
    setSending(true);
    try {
      await answer();
    } catch (error) {
      if (closesForm(error)) onRefused(error);
      else setFailure(error);
    } finally {
      setSending(false);
    }
  };
  return { failure, sending, send };
}

/** An answer form's end: a failure that kept it open, then its action and Cancel. */
export function AnswerFooter({
  failure,
  sending,
  action,
  color,
  onCancel,
}: {
  failure: unknown;
  sending: boolean;
  action: string;
  color: 'green' | 'red';
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" size="md" color={color} loading={sending}>
          {action}
        </Button>
        <Button variant="default" size="md" onClick={onCancel} disabled={sending}>
          {t('share.cancel')}
        </Button>
      </Group>
    </>
  );
}
