// Limits and messages of sessions, password resets, invitations and join requests, apart from the
// zod schemas: the web app shows them without loading zod.

/** Failed logins of one account, within LOGIN_LOCK_MINUTES, after which it is locked that long. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_LOCK_MINUTES = 15;

/** How long a password-reset link works, and an invitation. */
export const RESET_LINK_MINUTES = 60;
export const INVITATION_DAYS = 7;

/** The shortest password a form accepts; the server only ever sees its hash. */
export const PASSWORD_MIN_LENGTH = 8;

export const ACCOUNT_MSG = {
  loginLocked: `Demasiados intentos fallidos con este usuario. Espere ${LOGIN_LOCK_MINUTES} minutos o restablezca su contraseña.`,
  resetLinkInvalid: 'El enlace no es válido, ya se usó o venció. Pida uno nuevo.',
  mailFailed: 'No se pudo enviar el correo. Inténtelo otra vez en unos minutos.',
  invitationInvalid: 'La invitación no es válida, ya se usó o venció. Pida a la compañía una nueva.',
  invitationEmail: 'Escriba el correo electrónico de la persona a invitar',
  clientHasLogin: 'Este cliente ya tiene su propia cuenta',
  requestNotFound: 'La solicitud ya no existe',
  onlyEmployees: 'Solo se puede cambiar la contraseña de un empleado de la compañía',
  passwordShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  passwordMismatch: 'Las contraseñas no coinciden',
  termsRequired: 'Debe aceptar los términos para registrarse',
  noticeSwitchRequired: 'Indique qué aviso automático a clientes activar o desactivar',
} as const;
