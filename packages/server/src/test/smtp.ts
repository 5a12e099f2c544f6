import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Test helpers: a real SMTP server on 127.0.0.1 and a small RFC 822 / MIME reader. */

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  message: MimePart;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A local SMTP server without TLS or required login that keeps every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          mailFrom,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          message: parseMime(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MimePart {
  /** Lower-case header names; values unfolded and with encoded words decoded. */
  headers: Record<string, string>;
  /** The body after its transfer encoding is undone. */
  content: Buffer;
  /** The parts of a multipart body, in order. */
  parts: MimePart[];
}

function bytesToUtf8(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); whitespace between two words goes. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return value.replace(/\?=\s+=\?/g, '?==?').replace(word, (_m, _charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (c === '_') bytes.push(0x20);
      else if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(c.charCodeAt(0));
    }
    return bytesToUtf8(bytes);
  });
}

function decodeQuotedPrintable(body: string): Buffer {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(c.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

/** A header value's parameter, e.g. boundary of Content-Type. */
export function headerParam(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=("([^"]*)"|[^;\\s]+)`, 'i').exec(value ?? '');
  return match ? (match[2] ?? match[1]) : undefined;
}

/** Reads a whole message (or a part of one): headers, decoded body, nested parts. */
export function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a header line: ${JSON.stringify(line)}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }

  const type = headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = headerParam(type, 'boundary');
    if (!boundary) throw new Error('multipart without boundary');
    const sections = body.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`),
    );
    // Before the first boundary is the preamble, after the closing one the epilogue.
    const parts = sections.slice(1, -1).map((section) => parseMime(section));
    return { headers, content: Buffer.alloc(0), parts };
  }

  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return { headers, content, parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

/** The leaf parts of a given content type (e.g. 'text/plain'). */
export function partsOfType(message: MimePart, type: string): MimePart[] {
  return leaves(message).filter((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
}

/** A text part as a reader shows it: UTF-8, line ends as \n, without the line end transport adds at the end. */
export function textOf(part: MimePart | undefined): string | undefined {
  return part?.content.toString('utf8').replace(/\r\n/g, '\n').trimEnd();
}

/**
 * A test file's SMTP server, started before the file's app is built (call this before useApi): its
 * address goes into `overrides.smtpUrl`. The server is closed after the file.
 */
export function useSmtpServer(overrides: { smtpUrl?: string | null }): { readonly smtp: TestSmtp } {
  const state = {} as { smtp: TestSmtp };
  beforeAll(async () => {
    state.smtp = await startSmtpServer();
    overrides.smtpUrl = state.smtp.url;
  });
  afterAll(async () => {
    await state.smtp?.close();
  });
  return state;
}
