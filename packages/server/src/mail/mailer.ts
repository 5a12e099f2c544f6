import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Always sent: the plain-text part every mail reader can show. */
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends mail from the product's address (config.mailFrom). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What nodemailer composes from a message; text stays text, never turned into HTML. */
function composed(from: string, message: MailMessage): nodemailer.SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.replyTo !== undefined ? { replyTo: message.replyTo } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        }
      : {}),
  };
}

/** Production: every message goes through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // A fresh connection per message: mail is rare (contact form, invoices, notices), and nothing is left open.
  const transport: Transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail(composed(from, message));
    },
  };
}

/** A name that sorts by time and never collides between processes sharing the directory. */
function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
}

/**
 * Default: each message is written as a complete RFC 822 `.eml` file into `dir` (DATA_DIR/outbox),
 * so a local install works without a mail server and every message can be opened in a mail reader.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      // Line ends are set per message in nodemailer: CRLF throughout, as RFC 5322 wants on disk too.
      const options: nodemailer.SendMailOptions & { newline: string } = {
        ...composed(from, message),
        newline: 'windows',
      };
      const info = await transport.sendMail(options);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName());
      // Written beside, then renamed: whoever watches the outbox never sees half a message.
      const partial = `${file}.part`;
      await writeFile(partial, info.message as Buffer, { flag: 'wx' });
      await rename(partial, file);
    },
  };
}

/** SMTP when SMTP_URL is set, the outbox directory otherwise (PRODUCT.md, Data and deployment). */
export function createMailer(config: Config): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
}
