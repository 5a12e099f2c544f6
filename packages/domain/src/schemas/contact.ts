import { z } from 'zod';
import { MSG } from '../messages.js';

/** The contact form's own messages (SPEC §5, spelling corrected; captcha wording per PRODUCT.md). */
export const CONTACT_MSG = {
  emptyFields: 'Algunos campos están vacíos. Por favor llena todos los campos para seguir.',
  mustAgree: 'Acepta el acuerdo de uso de información para poder enviar tu email.',
  subjectTooLong: 'El asunto no puede tener más de 200 caracteres',
  bodyTooLong: 'El mensaje no puede tener más de 5000 caracteres',
  captchaMissing: 'Falta la verificación. Pulse «Verificar» antes de enviar el mensaje.',
  captchaInvalid: 'La verificación no es válida. Pulse «Verificar» otra vez.',
  captchaExpired: 'La verificación expiró. Pulse «Verificar» otra vez.',
  captchaUsed: 'Esta verificación ya fue usada. Pulse «Verificar» otra vez.',
  sendFailed: 'El correo no pudo ser enviado. Inténtalo otra vez.',
} as const;

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_BODY_MAX = 5000;
/** A solved ALTCHA payload (base64 JSON) is well under 1 kB; anything far larger is not one. */
export const CAPTCHA_PAYLOAD_MAX = 4000;

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
