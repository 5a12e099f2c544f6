import { z } from 'zod';
import { CONTACT_MSG, CONTACT_SUBJECT_MAX, CONTACT_BODY_MAX, CAPTCHA_PAYLOAD_MAX } from '../limits/contact.js';
import { MSG } from '../messages.js';

/** Required text of the contact form: any missing field answers the one SPEC message. */
const filled = () => z.string({ error: CONTACT_MSG.emptyFields }).trim().min(1, CONTACT_MSG.emptyFields);

/**
 * `POST /api/email/send`. The fields come first and the captcha last, so a request with both
 * wrong answers the field's message: the fields are checked before the captcha (PRODUCT.md).
 */
export const contactBody = z.object({
  from: filled().max(254, MSG.email).pipe(z.email(MSG.email)),
  // One line: a subject never carries line breaks into the mail's headers.
  subject: filled()
    .max(CONTACT_SUBJECT_MAX, CONTACT_MSG.subjectTooLong)
    .transform((v) => v.replace(/\s+/g, ' ')),
  body: filled().max(CONTACT_BODY_MAX, CONTACT_MSG.bodyTooLong),
  agreement: z.literal(true, { error: CONTACT_MSG.mustAgree }),
  /** base64 of `{challenge, solution}` as ALTCHA widgets send it; verified by the server after the fields. */
  captcha: z
    .string({ error: CONTACT_MSG.captchaMissing })
    .trim()
    .min(1, CONTACT_MSG.captchaMissing)
    .max(CAPTCHA_PAYLOAD_MAX, CONTACT_MSG.captchaInvalid),
});
export type ContactBody = z.input<typeof contactBody>;

/** A signed proof-of-work challenge (ALTCHA v2) as `GET /api/captcha/challenge` answers it. */
export const captchaChallenge = z.object({
  // Loose: every signed parameter must reach the browser untouched, or the signature no longer matches.
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
