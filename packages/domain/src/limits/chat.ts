// Limits and messages of chat, apart from the zod schemas: the web app shows them without loading zod.

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** The project chat's own messages (SPEC §5 "an empty message is not sent", §6 chat only with a client). */
export const CHAT_MSG = {
  empty: 'El mensaje está vacío. Escriba un mensaje antes de enviarlo.',
  invalid: 'El mensaje no es válido',
  tooLong: `El mensaje no puede tener más de ${CHAT_MESSAGE_MAX} caracteres`,
  noClient: 'El chat solo está disponible cuando el proyecto tiene un cliente',
  mediaNotInProject: 'La foto no pertenece a este proyecto',
} as const;
