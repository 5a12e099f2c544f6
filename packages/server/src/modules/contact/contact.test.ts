import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as browserDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { CONTACT_MSG, MSG, type CaptchaChallenge } from '@obra/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config.js';
import { partsOfType, startSmtpServer, textOf, type TestSmtp } from '../../test/smtp.js';
import { useApi, type Api, refusal } from '../../test/app.js';

const OWNER = 'dueno@example.com';
const VISITOR = 'visitante@example.com';
const SUBJECT = 'Presupuesto para techo nuevo';
const BODY = 'Hola, necesito un presupuesto para cambiar el techo de mi casa en Ogden.\n¿Cuándo pueden venir? Gracias.';

// The SMTP server's port is known only once it listens: this hook runs before useApi's, which reads
// the overrides when it builds the app.
const overrides: Partial<Config> = { contactEmail: OWNER };
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  overrides.smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});
const api = useApi(overrides);

/** The contact form is rate limited per address: each test speaks from addresses of its own. */
let lastAddress = 0;
const newAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

function send(form: unknown, address = newAddress(), on: Api = api) {
  return on.request({ method: 'POST', url: '/api/email/send', payload: form as object, remoteAddress: address });
}

async function challenge(address = newAddress(), on: Api = api): Promise<CaptchaChallenge> {
  const res = await on.request<CaptchaChallenge>({
    method: 'GET',
    url: '/api/captcha/challenge',
    remoteAddress: address,
  });
  expect(res.status).toBe(200);
  return res.body.queryData;
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

/** What the browser does: fetch a challenge, solve it, send `{challenge, solution}` in base64. */
async function solvedCaptcha(address = newAddress(), on: Api = api): Promise<string> {
  const c = await challenge(address, on);
  const solution = await solveChallenge({ challenge: c as Challenge, deriveKey });
  expect(solution).not.toBeNull();
  return encode({ challenge: c, solution });
}

/** A complete form; a captcha is solved for it unless the test brings its own. */
async function form(overrides: Record<string, unknown> = {}) {
  const captcha = 'captcha' in overrides ? overrides.captcha : await solvedCaptcha();
  return { from: VISITOR, subject: SUBJECT, body: BODY, agreement: true, ...overrides, captcha };
}

/** Runs `action` and checks the SMTP server received nothing meanwhile. */
async function expectNoMail(action: () => Promise<void>) {
  const before = smtp.received.length;
  await action();
  // A mail, if one were sent, would have been accepted before the answer: nodemailer waits for it.
  expect(smtp.received.length).toBe(before);
}

async function expectRefused(res: Awaited<ReturnType<typeof send>>, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual(refusal(message));
}

describe('GET /api/captcha/challenge', () => {
  it('answers a signed proof-of-work challenge that expires in about ten minutes', async () => {
    const res = await api.request<CaptchaChallenge>({
      method: 'GET',
      url: '/api/captcha/challenge',
      remoteAddress: newAddress(),
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.querySuccess).toBe(true);
    const { parameters, signature } = res.body.queryData;
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(parameters.cost).toBeGreaterThan(0);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const seconds = (parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(seconds).toBeGreaterThan(9 * 60);
    expect(seconds).toBeLessThanOrEqual(10 * 60);
  });

  it('answers a different challenge each time', async () => {
    const a = await challenge();
    const b = await challenge();
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.signature).not.toBe(b.signature);
  });
});

describe('POST /api/email/send', () => {
  it('mails the message to the owner, with the visitor as reply-to', async () => {
    const before = smtp.received.length;
    const res = await send(await form());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ querySuccess: true, queryData: true, queryError: null });

    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.rcptTo).toEqual([OWNER]);
    expect(mail.mailFrom).toBe('no-reply@obra.local');
    const { headers } = mail.message;
    expect(headers.to).toBe(OWNER);
    expect(headers['reply-to']).toBe(VISITOR);
    expect(headers.subject).toBe(`[Contacto] ${SUBJECT}`);
    const text = textOf(partsOfType(mail.message, 'text/plain')[0]);
    expect(text).toContain(BODY);
    expect(text).toContain(`De: ${VISITOR}`);
  });

  it('accepts a captcha solved with the WebCrypto algorithm the browser uses', async () => {
    const c = await challenge();
    const solution = await solveChallenge({ challenge: c as Challenge, deriveKey: browserDeriveKey });
    expect(solution).not.toBeNull();
    const res = await send(await form({ captcha: encode({ challenge: c, solution }) }));
    expect(res.status).toBe(200);
  });

  it('delivers markup as plain text, never as HTML', async () => {
    const body = 'Hola <script>alert("x")</script> <b>negrita</b> & <a href="http://malo.example">clic</a>';
    const before = smtp.received.length;
    const res = await send(await form({ body }));
    expect(res.status).toBe(200);
    expect(smtp.received).toHaveLength(before + 1);
    const { message } = smtp.received.at(-1)!;
    expect(message.parts).toHaveLength(0);
    expect(message.headers['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(partsOfType(message, 'text/html')).toHaveLength(0);
    expect(textOf(message)).toContain(body);
  });

  it('keeps the subject on one line', async () => {
    const before = smtp.received.length;
    const res = await send(await form({ subject: 'Hola\r\nBcc: otro@example.com' }));
    expect(res.status).toBe(200);
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.rcptTo).toEqual([OWNER]);
    expect(mail.message.headers.subject).toBe('[Contacto] Hola Bcc: otro@example.com');
    expect(mail.message.headers.bcc).toBeUndefined();
  });

  describe('checks the fields', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no email', { from: undefined }, CONTACT_MSG.emptyFields],
      ['an empty email', { from: '' }, CONTACT_MSG.emptyFields],
      ['no subject', { subject: undefined }, CONTACT_MSG.emptyFields],
      ['a subject of spaces', { subject: '   ' }, CONTACT_MSG.emptyFields],
      ['no message', { body: undefined }, CONTACT_MSG.emptyFields],
      ['an empty message', { body: '\n  \n' }, CONTACT_MSG.emptyFields],
      ['the agreement not accepted', { agreement: false }, CONTACT_MSG.mustAgree],
      ['no agreement', { agreement: undefined }, CONTACT_MSG.mustAgree],
      ['an agreement that is not true', { agreement: 'true' }, CONTACT_MSG.mustAgree],
      ['an invalid email', { from: 'visitante@' }, MSG.email],
      ['an email without @', { from: 'visitante.example.com' }, MSG.email],
      ['a subject too long', { subject: 'a'.repeat(201) }, CONTACT_MSG.subjectTooLong],
      ['a message too long', { body: 'a'.repeat(5001) }, CONTACT_MSG.bodyTooLong],
    ];
    for (const [what, change, message] of cases) {
      it(`refuses ${what}`, async () => {
        await expectNoMail(async () => {
          await expectRefused(await send(await form(change)), 400, message);
        });
      });
    }

    it('accepts the longest subject and message', async () => {
      const res = await send(await form({ subject: 's'.repeat(200), body: 'b'.repeat(5000) }));
      expect(res.status).toBe(200);
    });

    it('checks the fields before the captcha', async () => {
      await expectNoMail(async () => {
        await expectRefused(
          await send({ from: '', subject: SUBJECT, body: BODY, agreement: true }),
          400,
          CONTACT_MSG.emptyFields,
        );
        await expectRefused(
          await send({ from: VISITOR, subject: SUBJECT, body: BODY, agreement: false, captcha: 'basura' }),
          400,
          CONTACT_MSG.mustAgree,
        );
        await expectRefused(
          await send({ from: 'no-es-correo', subject: SUBJECT, body: BODY, agreement: true }),
          400,
          MSG.email,
        );
      });
    });

    it('does not spend the captcha on a form with a missing field', async () => {
      const captcha = await solvedCaptcha();
      await expectRefused(
        await send({ from: VISITOR, subject: '', body: BODY, agreement: true, captcha }),
        400,
        CONTACT_MSG.emptyFields,
      );
      const res = await send({ from: VISITOR, subject: SUBJECT, body: BODY, agreement: true, captcha });
      expect(res.status).toBe(200);
    });
  });

  describe('checks the captcha', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a form without captcha', async () => {
      await expectNoMail(async () => {
        await expectRefused(
          await send({ from: VISITOR, subject: SUBJECT, body: BODY, agreement: true }),
          400,
          CONTACT_MSG.captchaMissing,
        );
        await expectRefused(await send(await form({ captcha: '' })), 400, CONTACT_MSG.captchaMissing);
        await expectRefused(await send(await form({ captcha: null })), 400, CONTACT_MSG.captchaMissing);
      });
    });

    it('refuses a payload that is not a solved challenge', async () => {
      await expectNoMail(async () => {
        await expectRefused(await send(await form({ captcha: 'basura' })), 400, CONTACT_MSG.captchaInvalid);
        await expectRefused(await send(await form({ captcha: encode({ hola: 1 }) })), 400, CONTACT_MSG.captchaInvalid);
        await expectRefused(await send(await form({ captcha: 'x'.repeat(5000) })), 400, CONTACT_MSG.captchaInvalid);
      });
    });

    it('refuses an unsolved challenge and a wrong solution', async () => {
      const c = await challenge();
      const solution = await solveChallenge({ challenge: c as Challenge, deriveKey });
      expect(solution).not.toBeNull();
      const { counter, derivedKey } = solution!;
      const flipped = (derivedKey[0] === '0' ? '1' : '0') + derivedKey.slice(1);
      await expectNoMail(async () => {
        for (const wrong of [
          { counter: 0, derivedKey: '00'.repeat(32) },
          { counter, derivedKey: flipped },
          { counter, derivedKey: derivedKey.toUpperCase() },
        ]) {
          await expectRefused(
            await send(await form({ captcha: encode({ challenge: c, solution: wrong }) })),
            400,
            CONTACT_MSG.captchaInvalid,
          );
        }
      });
      // The right solution of that same challenge still passes: the wrong ones did not spend it.
      expect((await send(await form({ captcha: encode({ challenge: c, solution }) }))).status).toBe(200);
    });

    it('refuses a challenge the server did not sign as sent', async () => {
      const c = await challenge();
      const solution = await solveChallenge({ challenge: c as Challenge, deriveKey });
      // A solution kept for later, its challenge's expiry pushed a day ahead.
      const later = { ...c, parameters: { ...c.parameters, expiresAt: (c.parameters.expiresAt ?? 0) + 86_400 } };
      const easier = { ...c, parameters: { ...c.parameters, cost: 1 } };
      const unsigned = { parameters: c.parameters };
      await expectNoMail(async () => {
        await expectRefused(
          await send(await form({ captcha: encode({ challenge: later, solution }) })),
          400,
          CONTACT_MSG.captchaInvalid,
        );
        await expectRefused(
          await send(await form({ captcha: encode({ challenge: easier, solution }) })),
          400,
          CONTACT_MSG.captchaInvalid,
        );
        await expectRefused(
          await send(await form({ captcha: encode({ challenge: unsigned, solution }) })),
          400,
          CONTACT_MSG.captchaInvalid,
        );
        await expectRefused(
          await send(await form({ captcha: encode({ challenge: { ...c, signature: 'ab'.repeat(32) }, solution }) })),
          400,
          CONTACT_MSG.captchaInvalid,
        );
      });
    });

    it('accepts a solution once', async () => {
      const captcha = await solvedCaptcha();
      const before = smtp.received.length;
      expect((await send(await form({ captcha }))).status).toBe(200);
      expect(smtp.received).toHaveLength(before + 1);
      await expectNoMail(async () => {
        await expectRefused(await send(await form({ captcha })), 400, CONTACT_MSG.captchaUsed);
        // From another address and with another text, it is still the same solution.
        await expectRefused(
          await send(await form({ captcha, subject: 'Otro asunto' }), newAddress()),
          400,
          CONTACT_MSG.captchaUsed,
        );
      });
    });

    it('refuses a solution after the challenge expired', async () => {
      const captcha = await solvedCaptcha();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 5_000);
      await expectNoMail(async () => {
        await expectRefused(await send(await form({ captcha })), 400, CONTACT_MSG.captchaExpired);
      });
    });

    it('accepts a solution just before the challenge expires', async () => {
      const captcha = await solvedCaptcha();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 9 * 60 * 1000);
      expect((await send(await form({ captcha }))).status).toBe(200);
    });
  });

  it('limits each address to 5 messages in 10 minutes', async () => {
    const address = newAddress();
    await expectNoMail(async () => {
      for (let i = 0; i < 5; i++) {
        await expectRefused(
          await send({ from: VISITOR, subject: SUBJECT, body: '', agreement: true }, address),
          400,
          CONTACT_MSG.emptyFields,
        );
      }
      await expectRefused(await send(await form(), address), 429, MSG.rateLimited);
    });
    // Other addresses are not affected.
    expect((await send(await form(), newAddress())).status).toBe(200);
  });
});

describe('when the mail server is down', () => {
  // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
  const down = useApi({ smtpUrl: 'smtp://127.0.0.1:1', contactEmail: OWNER });

  it('answers 503 in Spanish and lets the visitor retry with the same captcha', async () => {
    const address = newAddress();
    const captcha = await solvedCaptcha(address, down);
    const body = { from: VISITOR, subject: SUBJECT, body: BODY, agreement: true, captcha };
    await expectRefused(await send(body, address, down), 503, CONTACT_MSG.sendFailed);
    await expectRefused(await send(body, address, down), 503, CONTACT_MSG.sendFailed);
  });
});
