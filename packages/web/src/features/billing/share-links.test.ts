import { beforeAll, describe, expect, it } from 'vitest';
import { addTexts } from '../../lib/i18n.js';
import { billingDocumentsTexts } from '../../locales/billing/documents.js';
import { shareLinks } from './share-links.js';
import { anEstimate, anInvoice } from '../../test/billing-fixtures.js';

const parties = { company: 'Techos Pérez', client: 'María', project: 'Techo casa' };

/** The decoded parts of a mailto: link. */
function mailParts(mailto: string) {
  const params = new URLSearchParams(mailto.replace(/^mailto:\?/, ''));
  return { subject: params.get('subject'), body: params.get('body') };
}

beforeAll(() => addTexts(billingDocumentsTexts));

describe('shareLinks', () => {
  it("prepares a Spanish estimate's mail and WhatsApp message with its link", () => {
    const estimate = anEstimate();
    const links = shareLinks({ kind: 'estimate', document: estimate }, estimate.shareUrl!, parties);
    const mail = mailParts(links.mailto);
    expect(mail.subject).toBe('Presupuesto P-0001 de Techos Pérez');
    expect(mail.body).toContain('Hola María:');
    expect(mail.body).toContain('https://obra.example/e/abc123');
    expect(mail.body).toMatch(/1[.,]082[.,]50/);
    expect(links.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    const message = decodeURIComponent(links.whatsapp.replace('https://wa.me/?text=', ''));
    expect(message).toMatch(
      /^Hola María, le enviamos el presupuesto P-0001 de Techos Pérez por .*: https:\/\/obra\.example\/e\/abc123$/,
    );
  });

  it("writes an English invoice's messages in English whatever the screen's language, with its balance", () => {
    const invoice = anInvoice();
    const links = shareLinks({ kind: 'invoice', document: invoice }, invoice.shareUrl!, { ...parties, client: '' });
    const mail = mailParts(links.mailto);
    expect(mail.subject).toBe('Invoice F-0001 from Techos Pérez');
    expect(mail.body).toContain('Hello,\n\nHere is invoice F-0001 for "Techo casa". Balance due: $600.00.');
    const message = decodeURIComponent(links.whatsapp.replace('https://wa.me/?text=', ''));
    expect(message).toBe(
      'Hello, here is invoice F-0001 from Techos Pérez. Balance due: $600.00: https://obra.example/f/xyz789',
    );
  });
});
