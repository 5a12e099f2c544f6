import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEstimate } from '@obra/domain';
import { lazyNamed } from '../../lib/lazy-named.js';
import { errorText } from '../../lib/problem-text.js';
import { estimateKey } from './api.js';
import { dayOf } from './format.js';
import { RejectForm } from './RejectForm.js';
import classes from './share.module.css';

// The signature pad's code loads when the client chooses to approve, not with the page.
const ApproveForm = lazyNamed(() => import('./ApproveForm.js'), 'ApproveForm');

/** What the client may still do with an estimate: answer it while it is a draft or sent. */
const isOpen = (status: PublicEstimate['status']) => status === 'draft' || status === 'sent';

/**
 * The client's answer: 'Aprobar' and 'Rechazar' while the estimate waits for one, then what was
 * answered (in a live region, so a screen reader hears it) and no more buttons.
 */
export function EstimateAnswer({ token, estimate }: { token: string; estimate: PublicEstimate }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'approve' | 'reject' | null>(null);
  // An answer of the server that closed the form: the estimate changed, was answered or expired meanwhile.
  const [notice, setNotice] = useState<unknown>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const open = isOpen(estimate.status);
  const key = estimateKey(token);

  const answered = (change: Partial<PublicEstimate>) => {
    // Shown at once; the server's own record follows.
    queryClient.setQueryData<PublicEstimate>(key, (old) => old && { ...old, ...change });
    void queryClient.invalidateQueries({ queryKey: key });
    setNotice(null);
    setMode(null);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };
  const refused = (error: unknown) => {
    setNotice(error);
    setMode(null);
    void queryClient.invalidateQueries({ queryKey: key });
    requestAnimationFrame(() => (actionsRef.current?.querySelector('button') ?? outcomeRef.current)?.focus());
  };
  const cancel = () => {
    setMode(null);
    requestAnimationFrame(() => actionsRef.current?.querySelector('button')?.focus());
  };

  let outcome: string | null = null;
  if (estimate.status === 'approved' && estimate.approval) {
    outcome = t('share.approvedBy', { name: estimate.approval.name, date: dayOf(estimate.approval.at) });
  } else if (estimate.status === 'approved') {
    outcome = t('share.estimateStatus.approved');
  } else if (estimate.status === 'rejected') {
    outcome = estimate.rejection
      ? t('share.rejectedOn', { date: dayOf(estimate.rejection.at) })
      : t('share.estimateStatus.rejected');
  } else if (estimate.status === 'expired') {
    outcome = t('share.expiredNote');
  }

  return (
    <section aria-labelledby="share-answer">
      <Title order={2} size="h4" id="share-answer" mb="xs">
        {t('share.actions')}
      </Title>
      <div role="status" aria-live="polite" ref={outcomeRef} tabIndex={-1}>
        {outcome && (
          <Alert color={estimate.status === 'approved' ? 'green' : estimate.status === 'rejected' ? 'red' : 'gray'}>
            <Text fw={600}>{outcome}</Text>
            {estimate.status === 'rejected' && estimate.rejection?.reason && (
              <Text mt={4} className={classes.terms}>
                {t('share.rejectedReason', { reason: estimate.rejection.reason })}
              </Text>
            )}
          </Alert>
        )}
      </div>
      {notice !== null && (
        <Alert color="orange" role="alert" mb="md">
          {errorText(notice)}
        </Alert>
      )}
      {open && mode === null && (
        <Group ref={actionsRef} gap="sm" grow>
          <Button size="md" color="green" onClick={() => setMode('approve')}>
            {t('share.approve')}
          </Button>
          <Button size="md" color="red" variant="outline" onClick={() => setMode('reject')}>
            {t('share.reject')}
          </Button>
        </Group>
      )}
      {open && mode === 'approve' && (
        <Suspense
          fallback={
            <Stack align="center" py="md" role="status">
              <Loader size="sm" aria-label={t('share.loading')} />
            </Stack>
          }
        >
          <ApproveForm
            token={token}
            version={estimate.version}
            onApproved={(name) =>
              answered({ status: 'approved', approval: { name, at: new Date().toISOString() }, rejection: null })
            }
            onRefused={refused}
            onCancel={cancel}
          />
        </Suspense>
      )}
      {open && mode === 'reject' && (
        <RejectForm
          token={token}
          onRejected={(reason) =>
            answered({ status: 'rejected', rejection: { reason, at: new Date().toISOString() }, approval: null })
          }
          onRefused={refused}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
