// Limits and messages of the time clock, apart from the zod schemas: the web app shows them without loading zod.

/** A tap may come from a phone whose clock runs a little ahead; more than this is refused. */
export const CLOCK_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** Longest client-made id of a tap (a UUID fits). */
export const CLIENT_REF_MAX = 100;
/** Longest reason a company gives for correcting an entry. */
export const CORRECTION_REASON_MAX = 500;
/** The highest hourly rate a company may set: $10,000 an hour. */
export const MAX_HOURLY_RATE_CENTS = 1_000_000;

/** Spanish messages of the time clock. */
export const TIME_MSG = {
  alreadyEnRoute: 'Ya está en camino a este trabajo',
  alreadyStarted: 'Ya empezó este trabajo. Toque Terminar cuando acabe.',
  notStarted: 'Todavía no empezó este trabajo. Toque Empezar primero.',
  outOfOrder: 'La hora del registro no puede ser antes del registro anterior',
  inFuture: 'La hora del registro no puede estar en el futuro',
  beforeJob: 'La hora del registro no puede ser antes de que existiera el trabajo',
  jobCompleted: 'Este trabajo ya está completado',
  action: 'La acción del reloj debe ser EN_ROUTE, START o END',
  at: 'La hora del registro no es válida',
  offline: 'El campo offline debe ser verdadero o falso',
  clientRef: 'El identificador del registro no es válido',
  clientRefReused: 'Ese identificador de registro ya se usó para otro trabajo',
  entry: 'El registro de horas no es válido',
  endBeforeStart: 'La hora de salida no puede ser antes de la hora de entrada',
  reasonRequired: 'Escriba el motivo de la corrección',
  reasonTooLong: `El motivo no puede tener más de ${CORRECTION_REASON_MAX} caracteres`,
  rate: 'La tarifa por hora debe ser una cantidad positiva con hasta dos decimales, de $10,000 o menos',
  range: 'El rango de fechas no es válido: use aaaa-mm-dd, la fecha final no antes de la inicial, hasta 92 días',
} as const;
