import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MSG, captchaChallenge, contactBody, envelope } from '@obra/domain';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { createCaptcha } from './captcha.js';

/** Contact form messages per address (PRODUCT.md: the contact form is rate limited per address). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
/** Challenges are cheap but not free (one key derivation each). */
const CHALLENGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const CONTACT_SUBJECT_PREFIX = '[Contacto] ';

/** The mail the owner receives: the visitor's text exactly as typed, as plain text. */
export function contactMailText(from: string, body: string): string {
  return `Mensaje enviado desde el formulario de contacto.\nDe: ${from}\n\n${body}\n`;
}

/** Public: the landing page's contact form (SPEC §1, §5) and its captcha. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer } = app.deps;
  const captcha = createCaptcha(config.authSecret);

  app.get(
    '/captcha/challenge',
    {
      schema: {
        summary: 'Get a proof-of-work challenge for the contact form',
        tags: ['contact'],
        response: { 200: envelope(captchaChallenge) },
      },
      config: { rateLimit: CHALLENGE_RATE_LIMIT },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.challenge());
    },
  );

  app.post(
    '/email/send',
    {
      schema: {
        summary: 'Send a message through the contact form',
        tags: ['contact'],
        body: contactBody,
        response: { 200: envelope(z.literal(true)) },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request) => {
      // The schema has already checked the fields (their messages come first); now the captcha.
      const { from, subject, body } = request.body;
      const giveBack = await captcha.redeem(request.body.captcha);
      try {
        await mailer.send({
          to: config.contactEmail,
          replyTo: from,
          subject: `${CONTACT_SUBJECT_PREFIX}${subject}`,
          text: contactMailText(from, body),
        });
      } catch (error) {
        request.log.error({ err: error }, 'contact mail not sent');
        giveBack();
        throw new AppError(503, CONTACT_MSG.sendFailed);
      }
      return ok(true as const);
    },
  );
};
