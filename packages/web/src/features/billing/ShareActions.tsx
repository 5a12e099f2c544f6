import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../lib/feedback.js';
import { openStoredFile } from '../../lib/files.js';
import { errorText } from '../../lib/problem-text.js';
import { useRevokeDocument, useSendDocument } from './api.js';
import { shareLinks, type ShareParties, type Shared } from './share-links.js';

const BUTTON = { size: 'sm', variant: 'light', className: 'touch-target' } as const;

/**
 * Sharing a document is one tap: its link copied, in a prepared mail or WhatsApp message, or mailed
 * by the server; and its link revoked, its PDF opened. Sharing by the company's own means marks
 * the document sent (`send` without mail), as the server's mail does.
 */
export function ShareActions({ shared, parties }: { shared: Shared; parties: ShareParties }) {
  const { t } = useTranslation();
  const { kind, document } = shared;
  const send = useSendDocument(document.projectId, kind);
  const revoke = useRevokeDocument(document.projectId, kind);
  const { number, shareUrl } = document;

  const markShared = () => {
    if (document.sentAt !== null) return;
    send.mutate({ id: document.id, mail: false }, { onError: () => toast.failure(t('billing.share.markFailed')) });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toast.failure(t('billing.share.copyFailed'));
      return;
    }
    toast.success(t('billing.share.copied'));
    markShared();
  };

  const mail = () =>
    send.mutate(
      { id: document.id, mail: true },
      { onSuccess: () => toast.success(t('billing.share.mailed')), onError: (e) => toast.failure(errorText(e)) },
    );

  const revokeLink = async () => {
    if (!(await confirm(t('billing.share.revokeConfirm', { number }), { danger: true }))) return;
    revoke.mutate(document.id, {
      onSuccess: () => toast.success(t('billing.share.revoked')),
      onError: (e) => toast.failure(errorText(e)),
    });
  };

  const openPdf = () =>
    void openStoredFile(document.pdfUrl, `${number}.pdf`).catch(() => toast.failure(t('billing.share.pdfFailed')));

  const links = shareUrl ? shareLinks(shared, shareUrl, parties) : null;

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('billing.share.group', { number })}>
      {shareUrl && links ? (
        <>
          <Button {...BUTTON} onClick={() => void copy(shareUrl)}>
            {t('billing.share.copy')}
          </Button>
          <Button {...BUTTON} component="a" href={links.mailto} onClick={markShared}>
            {t('billing.share.mail')}
          </Button>
          <Button
            {...BUTTON}
            component="a"
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={markShared}
          >
            {t('billing.share.whatsapp')}
          </Button>
          <Button {...BUTTON} onClick={mail} loading={send.isPending && send.variables.mail}>
            {t('billing.share.serverMail')}
          </Button>
          <Button {...BUTTON} color="red" onClick={() => void revokeLink()} loading={revoke.isPending}>
            {t('billing.share.revoke')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('billing.linkRevoked')}
          </Text>
          {/* Sending again makes a new link; the revoked one never works again. */}
          <Button
            {...BUTTON}
            onClick={() =>
              send.mutate(
                { id: document.id, mail: false },
                {
                  onSuccess: () => toast.success(t('billing.share.newLinkMade')),
                  onError: (e) => toast.failure(errorText(e)),
                },
              )
            }
            loading={send.isPending && !send.variables.mail}
          >
            {t('billing.share.newLink')}
          </Button>
        </>
      )}
      <Button {...BUTTON} onClick={openPdf} aria-label={t('billing.share.pdfLabel', { number })}>
        {t('billing.share.pdf')}
      </Button>
    </Group>
  );
}
