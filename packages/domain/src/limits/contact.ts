// Limits and messages of contact, apart from the zod schemas: the web app shows them without loading zod.

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
