import { formatDollarAmount, type BilledInvoice, type Estimate } from '@obra/domain';
import i18n from '../../lib/i18n.js';

/** Who the message is from and to: the project's company and client. */
export interface ShareParties {
  company: string;
  client: string;
  project: string;
}

export type Shared = { kind: 'estimate'; document: Estimate } | { kind: 'invoice'; document: BilledInvoice };

/**
 * The prepared messages that carry a document's link: a mail (`mailto:`, subject and body) and a
 * WhatsApp message. The client reads them, so they are in the document's language, not the screen's.
 */
export function shareLinks({ kind, document }: Shared, shareUrl: string, parties: ShareParties) {
  const t = i18n.getFixedT(document.language);
  const money = (dollars: number) => formatDollarAmount(dollars, document.language);
  const values = {
    greeting: parties.client
      ? t('billingShare.greeting', { client: parties.client })
      : t('billingShare.greetingNoName'),
    number: document.number,
    company: parties.company,
    project: parties.project,
    total: money(document.total),
    balance: kind === 'invoice' ? money(document.balance) : '',
    url: shareUrl,
  };
  const subject = t(`billingShare.${kind}Subject`, values);
  const body = t(`billingShare.${kind}Body`, values);
  const message = t(`billingShare.${kind}Message`, values);
  return {
    mailto: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
  };
}
