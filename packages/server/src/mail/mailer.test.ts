import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.js';
import { createMailer, outboxMailer, smtpMailer, type MailMessage } from './mailer.js';
import { parseMime, partsOfType, startSmtpServer, textOf, type TestSmtp } from '../test/smtp.js';

const FROM = 'Obra <no-reply@obra.local>';
const PDF = Buffer.from('%PDF-1.4\n% factura de prueba\n%%EOF\n', 'latin1');

const message: MailMessage = {
  to: 'cliente@example.com',
  subject: 'Factura 12 – Techado en Ogden, año 2026',
  text: 'Hola Señora Núñez,\nadjuntamos su factura.\n',
  html: '<p>Hola Señora Núñez,</p><p>adjuntamos su factura.</p>',
  replyTo: 'empresa@example.com',
  attachments: [{ filename: 'factura-12.pdf', content: PDF, contentType: 'application/pdf' }],
};

let dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'obra-outbox-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function expectComplete(raw: string) {
  const parsed = parseMime(raw);
  expect(parsed.headers.from).toBe(FROM);
  expect(parsed.headers.to).toBe('cliente@example.com');
  expect(parsed.headers['reply-to']).toBe('empresa@example.com');
  expect(parsed.headers.subject).toBe(message.subject);
  expect(parsed.headers['message-id']).toMatch(/^<.+@.+>$/);
  expect(Number.isNaN(Date.parse(parsed.headers.date ?? ''))).toBe(false);
  expect(parsed.headers['mime-version']).toBe('1.0');

  const [text] = partsOfType(parsed, 'text/plain');
  const [html] = partsOfType(parsed, 'text/html');
  const [pdf] = partsOfType(parsed, 'application/pdf');
  expect(textOf(text)).toBe(message.text.trimEnd());
  expect(textOf(html)).toBe(message.html);
  expect(pdf?.headers['content-disposition']).toMatch(/^attachment; filename=factura-12\.pdf$/);
  expect(pdf?.content.equals(PDF)).toBe(true);
}

describe('outbox mailer', () => {
  it('writes each message as one complete, parseable .eml file', async () => {
    const dir = path.join(tempDir(), 'outbox');
    await outboxMailer(dir, FROM).send(message);

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}\.eml$/);
    const raw = readFileSync(path.join(dir, files[0]!), 'latin1');
    // RFC 5322: CRLF line ends, and no line longer than 998 characters.
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expectComplete(raw);
  });

  it('never overwrites: two messages are two files', async () => {
    const dir = tempDir();
    const mailer = outboxMailer(dir, FROM);
    await Promise.all([
      mailer.send({ to: 'a@example.com', subject: 'Uno', text: 'uno' }),
      mailer.send({ to: 'b@example.com', subject: 'Dos', text: 'dos' }),
    ]);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    const subjects = files.map((f) => parseMime(readFileSync(path.join(dir, f), 'latin1')).headers.subject).sort();
    expect(subjects).toEqual(['Dos', 'Uno']);
  });

  it('sends text alone as a single text/plain message, as written', async () => {
    const dir = tempDir();
    const text = 'Línea 1 <b>no es HTML</b>\n\nLínea 3 & más';
    await outboxMailer(dir, FROM).send({ to: 'a@example.com', subject: 'Texto', text });
    const parsed = parseMime(readFileSync(path.join(dir, readdirSync(dir)[0]!), 'latin1'));
    expect(parsed.parts).toHaveLength(0);
    expect(parsed.headers['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(textOf(parsed)).toBe(text);
    expect(parsed.headers['reply-to']).toBeUndefined();
  });
});

describe('SMTP mailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers the message to the SMTP server of the URL', async () => {
    await smtpMailer(smtp.url, FROM).send(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.mailFrom).toBe('no-reply@obra.local');
    expect(mail?.rcptTo).toEqual(['cliente@example.com']);
    expectComplete(mail!.raw);
  });

  it('fails loudly when the server cannot be reached', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    await expect(smtpMailer(closed.url, FROM).send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
  });
});

describe('createMailer', () => {
  it('uses SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      const dataDir = tempDir();
      await createMailer(testConfig({ smtpUrl: smtp.url, dataDir, mailFrom: FROM })).send({
        to: 'a@example.com',
        subject: 'Hola',
        text: 'hola',
      });
      expect(smtp.received).toHaveLength(1);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('writes to DATA_DIR/outbox otherwise, from MAIL_FROM', async () => {
    const dataDir = tempDir();
    await createMailer(testConfig({ smtpUrl: null, dataDir, mailFrom: 'Techos Rivera <hola@techos.example>' })).send({
      to: 'a@example.com',
      subject: 'Hola',
      text: 'hola',
    });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const parsed = parseMime(readFileSync(path.join(dataDir, 'outbox', files[0]!), 'latin1'));
    expect(parsed.headers.from).toBe('Techos Rivera <hola@techos.example>');
  });
});
